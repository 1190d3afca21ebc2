//! A thin layer over the event stream: positions as [`Pos`], scanner errors as
//! [`InputError`], and the document framing (stream start, one document, stream end). The
//! events come from saphyr-parser, or for a JSON text from the JSON scanner, which gives the
//! same events faster.

use crate::message::msg;
use saphyr_parser::{Event, Parser, ScanError, Span, StrInput};

use super::json::JsonEvents;

use crate::error::{ErrorKind, InputError, Result};
use crate::tree::Pos;

/// Events of one YAML text with their positions.
pub(crate) struct Reader<'a> {
    source: Events<'a>,
    /// The JSON scanner met something that is not JSON: the text must be read as YAML.
    not_json: bool,
}

enum Events<'a> {
    Yaml(Box<Parser<'a, StrInput<'a>>>),
    Json(JsonEvents<'a>),
}

fn pos_of(span: &Span) -> Pos {
    Pos {
        line: span.start.line() as u32,
        col: span.start.col() as u32 + 1,
    }
}

fn scan_error(e: ScanError) -> InputError {
    let m = e.marker();
    let pos = Pos {
        line: m.line() as u32,
        col: m.col() as u32 + 1,
    };
    if e.info().contains("recursion limit") {
        InputError::new(ErrorKind::TooDeep, msg!("err-too-deep"))
            .at(pos)
            .help(msg!("help-too-deep"))
    } else {
        InputError::new(
            ErrorKind::Syntax,
            msg!("err-yaml", info = super::yaml_words::in_words(e.info())),
        )
        .at(pos)
    }
}

impl<'a> Reader<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        Reader {
            source: Events::Yaml(Box::new(Parser::new_from_str(text))),
            not_json: false,
        }
    }

    /// A reader of a text that looks like JSON; see [`Reader::not_json`].
    pub(crate) fn json(text: &'a str) -> Self {
        Reader {
            source: Events::Json(JsonEvents::new(text)),
            not_json: false,
        }
    }

    /// Whether reading failed because the text is not JSON after all (then it is read again
    /// as YAML, which gives its own verdict).
    pub(crate) fn not_json(&self) -> bool {
        self.not_json
    }

    /// The next event and where it starts.
    #[inline]
    pub(crate) fn next(&mut self) -> Result<(Event<'a>, Pos)> {
        let parser = match &mut self.source {
            Events::Yaml(parser) => parser,
            Events::Json(json) => {
                return match json.next() {
                    Ok(Some(ev)) => Ok(ev),
                    Ok(None) | Err(_) => {
                        self.not_json = true;
                        Err(InputError::new(ErrorKind::Syntax, "not JSON"))
                    }
                };
            }
        };
        match parser.next_event() {
            Some(Ok((event, span))) => {
                // A tag (`!!str 3`, `!!int "3"`) would change what a node means; gametree reads
                // none, so a tagged node is refused rather than read as if untagged.
                if let Event::Scalar(_, _, _, Some(tag))
                | Event::SequenceStart(_, Some(tag))
                | Event::MappingStart(_, Some(tag)) = &event
                {
                    let written = if tag.is_yaml_core_schema() {
                        format!("!!{}", tag.suffix)
                    } else {
                        tag.to_string()
                    };
                    return Err(InputError::new(
                        ErrorKind::Shape,
                        msg!("err-yaml-tag", tag = written),
                    )
                    .at(pos_of(&span))
                    .help(msg!("help-yaml-tag")));
                }
                Ok((event, pos_of(&span)))
            }
            Some(Err(e)) => Err(scan_error(e)),
            None => Err(InputError::new(ErrorKind::Syntax, msg!("err-yaml-end"))),
        }
    }

    /// Skips the stream and document start and returns the first event of the document's
    /// content. An empty file is an error.
    pub(crate) fn first_node(&mut self) -> Result<(Event<'a>, Pos)> {
        loop {
            let (event, pos) = self.next()?;
            match event {
                Event::StreamStart | Event::DocumentStart(_) | Event::Nothing => continue,
                Event::StreamEnd => {
                    return Err(InputError::new(ErrorKind::Shape, msg!("err-empty-text")));
                }
                e => return Ok((e, pos)),
            }
        }
    }

    /// After the document's content: the stream must end (one document per file).
    pub(crate) fn expect_end(&mut self) -> Result<()> {
        loop {
            let (event, pos) = self.next()?;
            match event {
                Event::DocumentEnd | Event::Nothing => continue,
                Event::StreamEnd => return Ok(()),
                _ => {
                    return Err(
                        InputError::new(ErrorKind::Shape, msg!("err-two-documents")).at(pos)
                    );
                }
            }
        }
    }
}
