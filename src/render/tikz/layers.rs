//! One layer of a document's figures, for checking a compiled page: the same document with
//! only the figures' labels showing, or only their drawing (outlines, edges, cut marks).
//!
//! Nothing is moved: what a layer hides is drawn fully transparent (strokes, a label's
//! text) or as invisible text (PDF text rendering mode 3), which take the same room as ever.
//! So the two layers of a document, compiled and rasterised at one resolution, lie exactly
//! over each other and over the document itself, and a label's ink that meets the
//! drawing's is an overlap on the printed page.

use super::STYLES;

/// What a layer shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// Every piece of text: the figures' labels (values, names, numbers, windows,
    /// probabilities, legends) and the document's own words; no stroke of a figure.
    Labels,
    /// The figures' outlines, edges and cut marks, and nothing else: no text at all, not
    /// even a page number.
    Drawing,
}

/// What each figure's styles are followed by in a layer: the strokes made transparent, or
/// the cut marks (text, drawn on their edges) shown through the invisible text.
const LABELS_STYLES: &str = "\\tikzset{every path/.append style={draw opacity=0}, \
     gt cut/.append style={text opacity=0}}%\n";
const DRAWING_STYLES: &str =
    "\\tikzset{gt cut/.append style={execute at begin node={\\pdfrender{TextRenderingMode=0}}}}%\n";

/// `document` (a LaTeX document holding figures of [`super::figure`], such as
/// [`super::render`]'s standalone one or an exam sheet) showing only `layer`. `None` if it
/// holds no figure. A document's rules (an exam's answer lines) are in both layers: check
/// pages without them.
pub fn only_layer(document: &str, layer: Layer) -> Option<String> {
    if !document.contains(STYLES) {
        return None;
    }
    let out = match layer {
        Layer::Labels => document.replace(STYLES, &format!("{STYLES}{LABELS_STYLES}")),
        Layer::Drawing => {
            let begin = "\\begin{document}\n";
            if !document.contains(begin) {
                return None;
            }
            document
                .replace(STYLES, &format!("{STYLES}{DRAWING_STYLES}"))
                .replacen(
                    begin,
                    &format!(
                        "\\usepackage{{pdfrender}}\n{begin}\\pagestyle{{empty}}\\pdfrender{{TextRenderingMode=3}}%\n"
                    ),
                    1,
                )
        }
    };
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_figure_gets_its_layer_and_a_document_without_one_none() {
        let doc = format!(
            "\\documentclass{{article}}\n\\begin{{document}}\n{STYLES}x\n{STYLES}y\n\\end{{document}}\n"
        );
        let labels = only_layer(&doc, Layer::Labels).unwrap();
        assert_eq!(labels.matches(LABELS_STYLES).count(), 2);
        assert!(!labels.contains("pdfrender"));
        let drawing = only_layer(&doc, Layer::Drawing).unwrap();
        assert_eq!(drawing.matches(DRAWING_STYLES).count(), 2);
        assert_eq!(drawing.matches("TextRenderingMode=3").count(), 1);
        assert!(drawing.find("\\usepackage{pdfrender}") < drawing.find("\\begin{document}"));
        assert_eq!(
            only_layer("\\begin{document}\nno figure\n", Layer::Labels),
            None
        );
    }
}
