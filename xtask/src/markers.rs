//! The tables the commands write into the docs (`--write`): each stands between a start and
//! an end marker (`<!-- bench:start -->`, `<!-- bench:end -->`) and is replaced whole.

use std::fs;
use std::path::Path;

/// Where the markers `name:start` and `name:end` of `text` (the text of `file`) enclose
/// their table: the start and the end of the table's bytes.
fn locate(text: &str, file: &str, name: &str) -> Result<(usize, usize), String> {
    let (start_marker, end_marker) = (
        format!("<!-- {name}:start -->\n"),
        format!("<!-- {name}:end -->"),
    );
    let (Some(start), Some(end)) = (text.find(&start_marker), text.find(&end_marker)) else {
        return Err(format!(
            "{file} has no {} … {end_marker} section",
            start_marker.trim_end()
        ));
    };
    match end < start {
        true => Err(format!(
            "{file}: {end_marker} comes before {}",
            start_marker.trim_end()
        )),
        false => Ok((start + start_marker.len(), end)),
    }
}

/// The table between the markers `name:start` and `name:end` of `file` (a path below the
/// crate root), without its last newline: what `replace` wrote there (the tests hold each
/// written table to what HEAD makes).
#[cfg(test)]
pub fn section(root: &Path, file: &str, name: &str) -> Result<String, String> {
    let text = fs::read_to_string(root.join(file)).map_err(|e| format!("{file}: {e}"))?;
    let (start, end) = locate(&text, file, name)?;
    Ok(text[start..end].trim_end_matches('\n').to_string())
}

/// Replaces the text between the markers `name:start` and `name:end` of `file` (a path
/// below the crate root, as the messages show it) with `table`.
pub fn replace(root: &Path, file: &str, name: &str, table: &str) -> Result<(), String> {
    let path = root.join(file);
    let text = fs::read_to_string(&path).map_err(|e| format!("{file}: {e}"))?;
    let (start, end) = locate(&text, file, name)?;
    let updated = format!("{}{table}\n{}", &text[..start], &text[end..]);
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
        assert_eq!(section(&root, "doc.md", "t").unwrap(), "| new |");
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
