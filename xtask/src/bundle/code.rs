//! The library's source read as code: its text without the test-only items, which bytes are
//! code rather than comments or literals, and the check that it names other modules through
//! `crate::` paths only. Used when the library is loaded (`names.rs`) and when the bundle is
//! written (`emit.rs`).

use crate::lexer::{self, Item, Kind, Source};
use std::path::Path;

/// The source's text without its test-only items (at any depth).
pub(super) fn without_tests(source: &Source) -> Result<String, String> {
    let items = lexer::items(source, 0, source.tokens.len(), 0)?;
    let mut cuts = Vec::new();
    pub(super) fn collect(items: &[Item], cuts: &mut Vec<(usize, usize)>) {
        for item in items {
            if item.test_only {
                cuts.push((item.start, item.end));
            } else {
                collect(&item.children, cuts);
            }
        }
    }
    collect(&items, &mut cuts);
    cuts.sort_unstable();
    let mut out = String::new();
    let mut at = 0;
    for (start, end) in cuts {
        out.push_str(&source.text[at..start]);
        at = end;
    }
    out.push_str(&source.text[at..]);
    Ok(out)
}

/// Refuses library code that names another module through `super::`: the library keeps to
/// `crate::` paths, which read the same from anywhere.
pub(super) fn check_paths(file: &Path, stripped: &str) -> Result<(), String> {
    let code = code_only(stripped);
    if let Some(at) = code.find("super::") {
        let line = code[..at].lines().count();
        return Err(format!(
            "{}:{line}: library code must name other modules with crate:: paths, not super::",
            file.display()
        ));
    }
    Ok(())
}

/// The text with comments, strings and character literals blanked out (newlines kept), so
/// that searches for paths see only code.
pub(super) fn code_only(text: &str) -> String {
    let mask = code_mask(text);
    text.bytes()
        .zip(mask)
        .map(|(byte, code)| {
            if code || byte == b'\n' {
                byte as char
            } else {
                ' '
            }
        })
        .collect::<String>()
}

/// For each byte: whether it is code (not inside a comment, a string or a character
/// literal), by the lexer's tokens: what lies between them is space, which is code, or
/// comments.
pub(super) fn code_mask(text: &str) -> Vec<bool> {
    let bytes = text.as_bytes();
    let mut mask = vec![true; bytes.len()];
    let Ok(tokens) = lexer::lex(text) else {
        return mask;
    };
    let blank_comments = |from: usize, to: usize, mask: &mut Vec<bool>| {
        let mut at = from;
        while at < to {
            let end = if bytes[at..].starts_with(b"//") {
                text[at..to].find('\n').map_or(to, |n| at + n)
            } else if bytes[at..].starts_with(b"/*") {
                lexer::block_comment_end(bytes, at).unwrap_or(to)
            } else {
                at += 1;
                continue;
            };
            mask[at..end].fill(false);
            at = end;
        }
    };
    let mut at = 0;
    for token in &tokens {
        blank_comments(at, token.start, &mut mask);
        let quoted = matches!(token.kind, Kind::Str | Kind::Literal)
            && text[token.start..token.end].contains(['"', '\'']);
        if quoted {
            mask[token.start..token.end].fill(false);
        }
        at = token.end;
    }
    blank_comments(at, bytes.len(), &mut mask);
    mask
}
