//! The tables the commands write into the docs (`--write`): each stands between a start and
//! an end marker (`<!-- bench:start -->`, `<!-- bench:end -->`) and is replaced whole.

use std::fs;
use std::path::Path;

/// Replaces the text between the markers `name:start` and `name:end` of `file` (a path
/// below the crate root, as the messages show it) with `table`.
pub fn replace(root: &Path, file: &str, name: &str, table: &str) -> Result<(), String> {
    let (start_marker, end_marker) = (
        format!("<!-- {name}:start -->"),
        format!("<!-- {name}:end -->"),
    );
    let path = root.join(file);
    let text = fs::read_to_string(&path).map_err(|e| format!("{file}: {e}"))?;
    let (Some(start), Some(end)) = (text.find(&start_marker), text.find(&end_marker)) else {
        return Err(format!(
            "{file} has no {start_marker} … {end_marker} section"
        ));
    };
    if end < start {
        return Err(format!("{file}: {end_marker} comes before {start_marker}"));
    }
    let updated = format!(
        "{}{start_marker}\n{table}\n{}",
        &text[..start],
        &text[end..]
    );
    fs::write(&path, updated).map_err(|e| format!("{file}: {e}"))?;
    println!("{file}: {name} table replaced");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_marked_section_is_replaced_and_a_missing_marker_named() {
        let root = std::env::temp_dir().join(format!("grundy-markers-{}", std::process::id()));
        fs::create_dir_all(&root).unwrap();
        let doc = "# Doc\n<!-- t:start -->\nold\n<!-- t:end -->\nafter\n";
        fs::write(root.join("doc.md"), doc).unwrap();
        replace(&root, "doc.md", "t", "| new |").unwrap();
        let written = fs::read_to_string(root.join("doc.md")).unwrap();
        assert_eq!(
            written,
            "# Doc\n<!-- t:start -->\n| new |\n<!-- t:end -->\nafter\n"
        );
        let missing = replace(&root, "doc.md", "u", "x").unwrap_err();
        assert_eq!(
            missing,
            "doc.md has no <!-- u:start --> … <!-- u:end --> section"
        );
        fs::remove_dir_all(&root).ok();
    }
}
