//! Pictures as SVG text (std only): a game's values over n, and the lost positions of a
//! grid. Each value or cell is one mark (`class="value"`, `class="cell"`), so a picture
//! can be checked, and styled, mark by mark.

use std::fmt::Write as _;

/// The plot's size in pixels, and its margin for the title and the axes' labels.
const PLOT_WIDTH: usize = 800;
const PLOT_HEIGHT: usize = 300;
const MARGIN: usize = 40;

/// Text for SVG: `&`, `<`, `>` and `"` as entities.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

fn header(out: &mut String, width: usize, height: usize, title: &str) {
    writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">"
    )
    .unwrap();
    let title = escape(title);
    writeln!(out, "<title>{title}</title>").unwrap();
    writeln!(
        out,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"white\"/>"
    )
    .unwrap();
    writeln!(
        out,
        "<text x=\"{MARGIN}\" y=\"24\" font-size=\"16\">{title}</text>"
    )
    .unwrap();
}

/// Writes `picture` into `file` (`--svg FILE`, of `table` and of the examples), and returns
/// the line that says so.
pub fn save(file: &str, picture: &str) -> Result<String, String> {
    std::fs::write(file, picture).map_err(|error| format!("--svg {file}: {error}"))?;
    Ok(format!("picture written to {file}\n"))
}

/// The values G(0), G(1), … as one dot each over n (across) and G (up), the lost
/// positions (G = 0) in red: one `<circle class="value">` per value.
///
/// # Example
/// ```
/// use grundy::explore::svg::values_chart;
/// let picture = values_chart("S = {1, 3, 4}", &[0, 1, 0, 1, 2, 3, 2]);
/// assert_eq!(picture.matches("class=\"value\"").count(), 7);
/// ```
pub fn values_chart(title: &str, values: &[u32]) -> String {
    let (width, height) = (PLOT_WIDTH + 2 * MARGIN, PLOT_HEIGHT + 2 * MARGIN);
    let mut out = String::new();
    header(&mut out, width, height, title);
    let most = values.iter().copied().max().unwrap_or(0).max(1) as usize;
    let last = values.len().saturating_sub(1).max(1);
    let (left, bottom) = (MARGIN, MARGIN + PLOT_HEIGHT);
    // The axes, and their ends labelled.
    writeln!(
        out,
        "<path d=\"M{left} {MARGIN} V{bottom} H{}\" stroke=\"black\" fill=\"none\"/>",
        left + PLOT_WIDTH
    )
    .unwrap();
    writeln!(out, "<text x=\"{left}\" y=\"{}\">n = 0</text>", bottom + 16).unwrap();
    writeln!(
        out,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">n = {}</text>",
        left + PLOT_WIDTH,
        bottom + 16,
        values.len().saturating_sub(1)
    )
    .unwrap();
    writeln!(
        out,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">G = {most}</text>",
        left - 4,
        MARGIN + 4
    )
    .unwrap();
    let radius = (PLOT_WIDTH as f64 / (2.0 * (last + 1) as f64)).clamp(1.0, 4.0);
    for (n, &value) in values.iter().enumerate() {
        let x = left as f64 + (n * PLOT_WIDTH) as f64 / last as f64;
        let y = bottom as f64 - (value as usize * PLOT_HEIGHT) as f64 / most as f64;
        let fill = if value == 0 { "#c0392b" } else { "#2c3e50" };
        writeln!(
            out,
            "<circle class=\"value\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{radius:.1}\" \
             fill=\"{fill}\"><title>n = {n}, G = {value}</title></circle>"
        )
        .unwrap();
    }
    out.push_str("</svg>\n");
    out
}

/// A grid of `width` × `height` cells, (x, y) with x across from the left and y up from
/// the bottom, a cell black where `is_lost(x, y)`: one `<rect class="cell">` per cell.
///
/// # Example
/// ```
/// use grundy::explore::svg::positions_grid;
/// let picture = positions_grid("Nim, two heaps", 5, 4, |x, y| x == y);
/// assert_eq!(picture.matches("class=\"cell\"").count(), 20);
/// assert_eq!(picture.matches("fill=\"black\"").count(), 4);
/// ```
pub fn positions_grid(
    title: &str,
    width: usize,
    height: usize,
    is_lost: impl Fn(usize, usize) -> bool,
) -> String {
    let cell = (PLOT_WIDTH / width.max(height).max(1)).clamp(2, 24);
    let (picture_width, picture_height) = (width * cell + 2 * MARGIN, height * cell + 2 * MARGIN);
    let mut out = String::new();
    header(&mut out, picture_width, picture_height, title);
    let bottom = MARGIN + height * cell;
    for x in 0..width {
        for y in 0..height {
            let fill = if is_lost(x, y) { "black" } else { "#eeeeee" };
            writeln!(
                out,
                "<rect class=\"cell\" x=\"{}\" y=\"{}\" width=\"{cell}\" height=\"{cell}\" \
                 fill=\"{fill}\" stroke=\"white\"><title>({x}, {y})</title></rect>",
                MARGIN + x * cell,
                bottom - (y + 1) * cell
            )
            .unwrap();
        }
    }
    writeln!(
        out,
        "<text x=\"{MARGIN}\" y=\"{}\">(0, 0) at the bottom left</text>",
        bottom + 16
    )
    .unwrap();
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small XML check: every tag closes in order, attributes are quoted, and text holds
    /// no `<` and no `&` but an entity. Returns the elements' names, in order.
    fn well_formed(svg: &str) -> Result<Vec<String>, String> {
        let mut open: Vec<String> = Vec::new();
        let mut names = Vec::new();
        let mut rest = svg;
        while let Some(start) = rest.find('<') {
            check_text(&rest[..start])?;
            let end = rest[start..].find('>').ok_or("a tag never ends")? + start;
            let tag = &rest[start + 1..end];
            rest = &rest[end + 1..];
            if let Some(name) = tag.strip_prefix('/') {
                match open.pop() {
                    Some(opened) if opened == name => {}
                    other => return Err(format!("</{name}> closes {other:?}")),
                }
                continue;
            }
            let self_closing = tag.ends_with('/');
            let body = tag.trim_end_matches('/');
            let name = body
                .split_whitespace()
                .next()
                .ok_or("an empty tag")?
                .to_string();
            // Attributes: name="value" pairs, the quotes even.
            if body.matches('"').count() % 2 != 0 || body.contains('<') {
                return Err(format!("bad attributes in <{tag}>"));
            }
            names.push(name.clone());
            if !self_closing {
                open.push(name);
            }
        }
        check_text(rest)?;
        if open.is_empty() {
            Ok(names)
        } else {
            Err(format!("never closed: {open:?}"))
        }
    }

    fn check_text(text: &str) -> Result<(), String> {
        for (i, _) in text.match_indices('&') {
            let entity = ["&amp;", "&lt;", "&gt;", "&quot;"];
            if !entity.iter().any(|e| text[i..].starts_with(e)) {
                return Err(format!("a bare & in {text:?}"));
            }
        }
        Ok(())
    }

    #[test]
    fn charts_are_well_formed_with_one_mark_per_value() {
        for values in [
            vec![],
            vec![0],
            vec![0, 1, 0, 1, 2, 3, 2],
            (0..2000).map(|n| n % 37).collect(),
        ] {
            let svg = values_chart("G <&> \"title\"", &values);
            let names = well_formed(&svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
            assert_eq!(names[0], "svg");
            assert_eq!(
                names.iter().filter(|n| *n == "circle").count(),
                values.len()
            );
            assert_eq!(svg.matches("class=\"value\"").count(), values.len());
            let red = values.iter().filter(|&&v| v == 0).count();
            assert_eq!(svg.matches("#c0392b").count(), red);
            assert!(svg.contains("G &lt;&amp;&gt; &quot;title&quot;"));
        }
    }

    #[test]
    fn grids_are_well_formed_with_one_mark_per_cell() {
        for (width, height) in [(0, 0), (1, 1), (7, 3), (300, 200)] {
            let svg = positions_grid("a & b", width, height, |x, y| (x + 2 * y) % 5 == 0);
            let names = well_formed(&svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
            assert_eq!(
                names.iter().filter(|n| *n == "rect").count(),
                width * height + 1
            );
            assert_eq!(svg.matches("class=\"cell\"").count(), width * height);
            let lost = (0..width)
                .flat_map(|x| (0..height).map(move |y| (x, y)))
                .filter(|&(x, y)| (x + 2 * y) % 5 == 0)
                .count();
            assert_eq!(svg.matches("fill=\"black\"").count(), lost);
        }
        assert!(well_formed("<svg><g></svg></g>").is_err());
        assert!(well_formed("<svg>a & b</svg>").is_err());
    }
}
