//! What a TikZ figure draws, as geometry (millimetres): the outlines, the edges, the bars
//! of the cut marks and a box around each label's ink, recorded as the figure is written,
//! so that a test can check that no label meets an outline, an edge, a mark or another
//! label.

// The figure records its scene as it writes; its width tells an exam whether a page holds
// the figure, and the tests read the rest.
#![cfg_attr(not(test), allow(dead_code))]

/// A rectangle: left, bottom, right, top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl Rect {
    /// The rectangle `w` by `h` whose `anchor` point is at (x, y); `anchor` is one of
    /// `center`, `east`, `west`, `north`, `north west`, `north east`, `south east`, `south west`.
    pub fn at(anchor: &str, x: f64, y: f64, w: f64, h: f64) -> Rect {
        let (x0, y0) = match anchor {
            "east" => (x - w, y - h / 2.0),
            "west" => (x, y - h / 2.0),
            "north" => (x - w / 2.0, y - h),
            "north west" => (x, y - h),
            "north east" => (x - w, y - h),
            "south east" => (x - w, y),
            "south west" => (x, y),
            _ => (x - w / 2.0, y - h / 2.0),
        };
        Rect {
            x0,
            y0,
            x1: x0 + w,
            y1: y0 + h,
        }
    }

    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    fn contains(&self, (x, y): (f64, f64)) -> bool {
        x > self.x0 && x < self.x1 && y > self.y0 && y < self.y1
    }

    fn corners(&self) -> [(f64, f64); 4] {
        [
            (self.x0, self.y0),
            (self.x1, self.y0),
            (self.x1, self.y1),
            (self.x0, self.y1),
        ]
    }

    /// Whether the segment from `a` to `b` passes through the rectangle's inside.
    fn crossed_by(&self, a: (f64, f64), b: (f64, f64)) -> bool {
        // Liang–Barsky: clip the segment's parameter range to the slab of each axis.
        let (mut t0, mut t1) = (0.0f64, 1.0f64);
        let d = (b.0 - a.0, b.1 - a.1);
        for (p, q) in [
            (-d.0, a.0 - self.x0),
            (d.0, self.x1 - a.0),
            (-d.1, a.1 - self.y0),
            (d.1, self.y1 - a.1),
        ] {
            if p.abs() < 1e-12 {
                if q <= 0.0 {
                    return false;
                }
            } else {
                let r = q / p;
                if p < 0.0 {
                    t0 = t0.max(r);
                } else {
                    t1 = t1.min(r);
                }
            }
        }
        t0 < t1
    }
}

/// A node's outline.
#[derive(Clone, Debug, PartialEq)]
pub enum Outline {
    Polygon(Vec<(f64, f64)>),
    Circle { centre: (f64, f64), r: f64 },
    Box(Rect),
}

impl Outline {
    fn sides(&self) -> Vec<((f64, f64), (f64, f64))> {
        let corners = match self {
            Outline::Polygon(p) => p.clone(),
            Outline::Box(r) => r.corners().to_vec(),
            Outline::Circle { .. } => return Vec::new(),
        };
        (0..corners.len())
            .map(|i| (corners[i], corners[(i + 1) % corners.len()]))
            .collect()
    }

    /// Whether the outline's line passes through the rectangle.
    fn meets(&self, r: &Rect) -> bool {
        match self {
            Outline::Circle { centre, r: radius } => {
                let near = (
                    centre.0.clamp(r.x0, r.x1) - centre.0,
                    centre.1.clamp(r.y0, r.y1) - centre.1,
                );
                let far = r
                    .corners()
                    .iter()
                    .map(|c| (c.0 - centre.0).hypot(c.1 - centre.1))
                    .fold(0.0, f64::max);
                near.0.hypot(near.1) < *radius && far > *radius
            }
            _ => self.sides().iter().any(|&(a, b)| r.crossed_by(a, b)),
        }
    }

    /// Whether the point is inside the outline.
    fn holds(&self, (x, y): (f64, f64)) -> bool {
        match self {
            Outline::Circle { centre, r } => (x - centre.0).hypot(y - centre.1) < *r,
            Outline::Box(b) => b.contains((x, y)),
            Outline::Polygon(p) => {
                // Inside a convex polygon: on the same side of every side.
                let sides = self.sides();
                let signs: Vec<bool> = sides
                    .iter()
                    .map(|&(a, b)| (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0) > 0.0)
                    .collect();
                !p.is_empty() && (signs.iter().all(|&s| s) || signs.iter().all(|&s| !s))
            }
        }
    }
}

/// A label: the box around its ink, what it says (for messages) and, for a value written
/// inside a shape, which outline must hold it.
#[derive(Clone, Debug)]
pub struct Label {
    pub rect: Rect,
    pub text: String,
    pub inside: Option<usize>,
}

/// Everything a figure draws that a label could meet.
#[derive(Clone, Debug, Default)]
pub struct Scene {
    pub outlines: Vec<Outline>,
    pub edges: Vec<((f64, f64), (f64, f64))>,
    /// The bars of the cut marks.
    pub marks: Vec<((f64, f64), (f64, f64))>,
    pub labels: Vec<Label>,
    /// The bounds of each row's drawing and labels, top row first (one for a figure on
    /// one row).
    pub rows: Vec<Rect>,
}

/// How much of a scene was drawn at some point: its outlines, edges, marks and labels.
#[derive(Clone, Copy, Debug)]
pub struct Drawn([usize; 4]);

impl Scene {
    /// How much has been drawn so far.
    pub fn len(&self) -> Drawn {
        Drawn([
            self.outlines.len(),
            self.edges.len(),
            self.marks.len(),
            self.labels.len(),
        ])
    }

    /// The bounds of everything drawn since `first`.
    pub fn bounds_since(&self, first: Drawn) -> Rect {
        let [o, e, m, l] = first.0;
        let mut points: Vec<(f64, f64)> = Vec::new();
        for outline in &self.outlines[o..] {
            match outline {
                Outline::Polygon(p) => points.extend(p),
                Outline::Circle { centre, r } => {
                    points.extend([(centre.0 - r, centre.1 - r), (centre.0 + r, centre.1 + r)])
                }
                Outline::Box(b) => points.extend(b.corners()),
            }
        }
        for &(a, b) in self.edges[e..].iter().chain(&self.marks[m..]) {
            points.extend([a, b]);
        }
        for label in &self.labels[l..] {
            points.extend(label.rect.corners());
        }
        let fold = |f: fn(&(f64, f64)) -> f64, lo: bool| {
            points.iter().map(f).fold(
                if lo { f64::INFINITY } else { f64::NEG_INFINITY },
                if lo { f64::min } else { f64::max },
            )
        };
        Rect {
            x0: fold(|p| p.0, true),
            y0: fold(|p| p.1, true),
            x1: fold(|p| p.0, false),
            y1: fold(|p| p.1, false),
        }
    }

    /// How wide the figure is, in millimetres: from the leftmost to the rightmost point of
    /// its outlines and labels (its edges run between outlines).
    pub fn width(&self) -> f64 {
        let mut xs: Vec<f64> = Vec::new();
        for o in &self.outlines {
            match o {
                Outline::Polygon(p) => xs.extend(p.iter().map(|c| c.0)),
                Outline::Circle { centre, r } => xs.extend([centre.0 - r, centre.0 + r]),
                Outline::Box(b) => xs.extend([b.x0, b.x1]),
            }
        }
        for l in &self.labels {
            xs.extend([l.rect.x0, l.rect.x1]);
        }
        let lo = xs.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        if hi >= lo { hi - lo } else { 0.0 }
    }

    /// Every place where a label meets an outline, an edge, a cut mark or another label, or
    /// sticks out of the shape it is written in, in words.
    pub fn collisions(&self) -> Vec<String> {
        let mut found = Vec::new();
        for (i, l) in self.labels.iter().enumerate() {
            if let Some(k) = l.inside
                && !l.rect.corners().iter().all(|&c| self.outlines[k].holds(c))
            {
                found.push(format!("{:?} sticks out of its shape", l.text));
            }
            for (k, o) in self.outlines.iter().enumerate() {
                if Some(k) != l.inside && o.meets(&l.rect) {
                    found.push(format!("{:?} meets outline {k}", l.text));
                }
            }
            for &(a, b) in &self.edges {
                if l.rect.crossed_by(a, b) {
                    found.push(format!("{:?} meets the edge {a:?}–{b:?}", l.text));
                }
            }
            if self.marks.iter().any(|&(a, b)| l.rect.crossed_by(a, b)) {
                found.push(format!("{:?} meets a cut mark", l.text));
            }
            for m in &self.labels[i + 1..] {
                if l.rect.overlaps(&m.rect) {
                    found.push(format!("{:?} meets {:?}", l.text, m.text));
                }
            }
        }
        // Two cut marks (each two bars, recorded in pairs) close enough to read as one.
        for (i, &(a, b)) in self.marks.iter().enumerate() {
            for &(c, d) in self.marks.iter().skip((i / 2 + 1) * 2) {
                if bars_apart(a, b, c, d) < MARKS_APART {
                    found.push(format!("the cut marks at {a:?} and {c:?} run together"));
                }
            }
        }
        found
    }
}

/// Least space between two cut marks, in millimetres.
const MARKS_APART: f64 = 0.5;

/// The least distance between two bars (segments `a`–`b` and `c`–`d`), sampled along each.
fn bars_apart(a: (f64, f64), b: (f64, f64), c: (f64, f64), d: (f64, f64)) -> f64 {
    let to = super::edges::to_segment;
    let along =
        |a: (f64, f64), b: (f64, f64), t: f64| (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1));
    (0..=16)
        .map(|i| f64::from(i) / 16.0)
        .flat_map(|t| [to(along(a, b, t), c, d), to(along(c, d, t), a, b)])
        .fold(f64::INFINITY, f64::min)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checks_see_what_they_should() {
        let tri = Outline::Polygon(vec![(-7.0, 4.25), (7.0, 4.25), (0.0, -4.25)]);
        let mut scene = Scene {
            outlines: vec![tri],
            edges: vec![((0.0, -4.25), (6.0, -10.0))],
            marks: vec![((-1.0, -12.0), (1.0, -13.0))],
            labels: vec![Label {
                rect: Rect::at("center", 0.0, 1.3, 4.0, 2.2),
                text: "3".into(),
                inside: Some(0),
            }],
            rows: Vec::new(),
        };
        assert!(scene.collisions().is_empty(), "{:?}", scene.collisions());
        // Too wide for the triangle at that height; a name across the side; a label on
        // the edge; two labels on each other.
        scene.labels[0].rect = Rect::at("center", 0.0, -1.0, 8.0, 2.2);
        scene.labels.push(Label {
            rect: Rect::at("east", -4.0, 0.0, 3.0, 2.2),
            text: "B".into(),
            inside: None,
        });
        scene.labels.push(Label {
            rect: Rect::at("center", 3.0, -7.0, 2.0, 2.0),
            text: "0.5".into(),
            inside: None,
        });
        scene.labels.push(Label {
            rect: Rect::at("center", 3.5, -7.5, 2.0, 2.0),
            text: "0.25".into(),
            inside: None,
        });
        scene.labels.push(Label {
            rect: Rect::at("center", 0.0, -12.5, 1.0, 1.0),
            text: "9".into(),
            inside: None,
        });
        let found = scene.collisions();
        assert!(
            found.iter().any(|f| f == "\"9\" meets a cut mark"),
            "{found:?}"
        );
        assert!(found.iter().any(|f| f.contains("sticks out")), "{found:?}");
        assert!(
            found.iter().any(|f| f.starts_with("\"B\" meets outline")),
            "{found:?}"
        );
        assert!(
            found
                .iter()
                .any(|f| f.starts_with("\"0.5\" meets the edge")),
            "{found:?}"
        );
        assert!(
            found.iter().any(|f| f == "\"0.5\" meets \"0.25\""),
            "{found:?}"
        );
    }
}
