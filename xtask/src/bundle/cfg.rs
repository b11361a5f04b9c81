//! What a judge's compiler leaves out of a bundle, decided in its text: code under a Cargo
//! feature (`#[cfg(feature = "…")]`) or for the tests (`#[cfg(test)]`). A judge compiles the
//! one file not as a test and with no feature, so such code could only be dead text there;
//! the bundle is made as with the features it names (`lean` for the lean reader), and any
//! other feature is decided off by the predicate, whatever its name. An item or statement
//! whose condition is false goes, with its other attributes and the comment lines right
//! above them; an attribute whose condition is true goes, and what it guarded stays.
//! Conditions on anything else (`target_arch`, `unix`, …) are left to the judge's compiler.
//! A `#[cfg_attr(condition, attribute)]` of one attribute is decided alike: where the
//! condition is true it becomes `#[attribute]`, where false it goes.
//!
//! What is cut is found by its first token: an item to its end as the item splitter finds
//! it, a block (`{ … }`, `unsafe { … }`) to its closing brace, any other statement to its
//! `;`. A decided condition on anything else (a match arm, an `if`, a field, a variant, an
//! expression without its `;`) is refused rather than guessed at.

use crate::lexer::{self, Kind, Source};

/// `text`, a library file, with its feature and test conditions decided for a build with
/// `features` on and not as a test.
pub fn prune(text: &str, features: &[&str]) -> Result<String, String> {
    let source = Source::new(text.to_string())?;
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    let mut at = 0;
    while at < source.tokens.len() {
        if let Some((close, truth, comma)) = cfg_attr_attribute(&source, at, features) {
            match truth {
                Truth::Unknown => no_feature(&source, at + 4, comma)?,
                // The attribute goes, and what it stood on stays.
                Truth::No => cuts.push(whole_lines(
                    &source.text,
                    source.tokens[at].start,
                    source.tokens[close].end,
                )),
                // `#[cfg_attr(condition, attribute)]` becomes `#[attribute]`.
                Truth::Yes => {
                    let tokens = &source.tokens;
                    cuts.push((tokens[at + 2].start, tokens[comma + 1].start));
                    cuts.push((tokens[close - 1].start, tokens[close - 1].end));
                }
            }
            at = close + 1;
            continue;
        }
        let Some((close, truth)) = cfg_attribute(&source, at, features) else {
            at += 1;
            continue;
        };
        match truth {
            Truth::Unknown => {
                no_feature(&source, at + 4, close - 1)?;
                at = close + 1;
            }
            Truth::Yes => {
                cuts.push(whole_lines(
                    &source.text,
                    source.tokens[at].start,
                    source.tokens[close].end,
                ));
                at = close + 1;
            }
            Truth::No => {
                let first = first_attribute(&source, at);
                let last = guarded_end(&source, first, close + 1)?;
                let end = source.tokens[last - 1].end;
                let (start, end) = whole_lines(&source.text, source.tokens[first].start, end);
                let start = comment_lines_above(&source.text, start);
                // An attribute of the same item decided true is inside this cut.
                while cuts.last().is_some_and(|&(cut, _)| cut >= start) {
                    cuts.pop();
                }
                cuts.push((start, end));
                at = last;
            }
        }
    }
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for (start, end) in cuts {
        out.push_str(&text[from..start]);
        from = end;
    }
    out.push_str(&text[from..]);
    Ok(out)
}

/// Refuses a condition left to the compiler (tokens `from..to`) that names a feature: the
/// judge's compiler builds with none, and the file may be made with one on.
fn no_feature(source: &Source, from: usize, to: usize) -> Result<(), String> {
    match (from..to).any(|i| source.is(i, "feature")) {
        true => Err(format!(
            "#[cfg] condition mixing a Cargo feature with what the compiler decides: {}",
            &source.text[source.tokens[from].start..source.tokens[to - 1].end]
        )),
        false => Ok(()),
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Truth {
    Yes,
    No,
    /// A condition on something other than features and tests: left to the compiler.
    Unknown,
}

/// At an outer attribute `#[name(…)]` that starts at token `at`: the indices of its `(` and
/// of its `]`.
fn attribute(source: &Source, at: usize, name: &str) -> Option<(usize, usize)> {
    if !(source.is(at, "#") && source.is(at + 1, "[") && source.is(at + 2, name)) {
        return None;
    }
    let close = source.tokens[at + 1].partner;
    let open = at + 3;
    (source.is(open, "(") && source.tokens[open].partner + 1 == close).then_some((open, close))
}

/// At an outer attribute `#[cfg(…)]` (not `cfg_attr`) that starts at token `at`: the index
/// of its `]` and what its condition is in a judge's build.
fn cfg_attribute(source: &Source, at: usize, features: &[&str]) -> Option<(usize, Truth)> {
    let (open, close) = attribute(source, at, "cfg")?;
    let condition = condition(source, open + 1, source.tokens[open].partner, features);
    Some((close, condition))
}

/// At an outer attribute `#[cfg_attr(condition, attribute)]` that starts at token `at`,
/// with one attribute: the index of its `]`, what its condition is in a judge's build, and
/// the index of the comma after the condition. (With several attributes, the condition is
/// left to the compiler.)
fn cfg_attr_attribute(
    source: &Source,
    at: usize,
    features: &[&str],
) -> Option<(usize, Truth, usize)> {
    let (open, close) = attribute(source, at, "cfg_attr")?;
    let commas = commas(source, open + 1, close - 1);
    let truth = match commas.as_slice() {
        &[comma] => condition(source, open + 1, comma, features),
        _ => Truth::Unknown,
    };
    Some((close, truth, *commas.first()?))
}

/// The truth of the one condition in tokens `from..to`.
fn condition(source: &Source, from: usize, to: usize, features: &[&str]) -> Truth {
    let name = source.str(from);
    if matches!(name, "all" | "any" | "not") && source.is(from + 1, "(") {
        let inner = from + 2..source.tokens[from + 1].partner;
        let parts = list(source, inner.start, inner.end, features);
        return match name {
            "not" => match parts.as_slice() {
                [Truth::Yes] => Truth::No,
                [Truth::No] => Truth::Yes,
                _ => Truth::Unknown,
            },
            "all" if parts.contains(&Truth::No) => Truth::No,
            "all" if parts.iter().all(|&p| p == Truth::Yes) => Truth::Yes,
            "any" if parts.contains(&Truth::Yes) => Truth::Yes,
            "any" if parts.iter().all(|&p| p == Truth::No) => Truth::No,
            _ => Truth::Unknown,
        };
    }
    let value = (to == from + 3 && source.is(from + 1, "=")).then(|| source.str(from + 2));
    match (name, value) {
        ("feature", Some(feature)) => match features.contains(&feature.trim_matches('"')) {
            true => Truth::Yes,
            false => Truth::No,
        },
        ("test", None) if to == from + 1 => Truth::No,
        _ => Truth::Unknown,
    }
}

/// The truth of each comma-separated condition in tokens `from..to`.
fn list(source: &Source, from: usize, to: usize, features: &[&str]) -> Vec<Truth> {
    let mut parts = Vec::new();
    let mut start = from;
    for end in commas(source, from, to).into_iter().chain([to]) {
        if end > start {
            parts.push(condition(source, start, end, features));
        }
        start = end + 1;
    }
    parts
}

/// The commas in tokens `from..to` outside any brackets there.
fn commas(source: &Source, from: usize, to: usize) -> Vec<usize> {
    let mut commas = Vec::new();
    let mut at = from;
    while at < to {
        if source.is(at, ",") {
            commas.push(at);
        }
        at = match source.kind(at) {
            Some(Kind::Open) => source.tokens[at].partner + 1,
            _ => at + 1,
        };
    }
    commas
}

/// The first of the outer attributes that stand right before the one at token `at` (its
/// own index when none does): they go with what they are attached to.
fn first_attribute(source: &Source, at: usize) -> usize {
    let mut first = at;
    while first >= 3 && source.is(first - 1, "]") {
        let open = source.tokens[first - 1].partner;
        if open == 0 || !source.is(open - 1, "#") {
            break;
        }
        first = open - 1;
    }
    first
}

/// One past the last token of what the attributes from token `first` guard (`after` is past
/// one of them): an item, a block (with a `;` right after it) or a statement ending in `;`.
fn guarded_end(source: &Source, first: usize, mut after: usize) -> Result<usize, String> {
    while source.is(after, "#") && source.is(after + 1, "[") {
        after = source.tokens[after + 1].partner + 1;
    }
    // The line is counted only for a refusal: counting it costs a scan of the file so far.
    let refused = |what: &str| {
        let line = source.line(source.tokens[first].start);
        Err(format!(
            "line {line}: a #[cfg] on {what}, which the bundler does not cut"
        ))
    };
    let (word, next) = (source.str(after), source.str(after + 1));
    const ITEMS: [&str; 13] = [
        "pub", "fn", "const", "static", "struct", "enum", "union", "trait", "impl", "mod", "use",
        "type", "extern",
    ];
    let item = ITEMS.contains(&word) || (word == "unsafe" && next != "{");
    if item {
        return Ok(lexer::item(source, first, 0)?.last);
    }
    let block = match word {
        "{" => Some(after),
        "unsafe" => Some(after + 1),
        _ => None,
    };
    if let Some(open) = block {
        let end = source.tokens[open].partner + 1;
        return Ok(if source.is(end, ";") { end + 1 } else { end });
    }
    if matches!(word, "if" | "match" | "loop" | "while" | "for") {
        return refused(&format!("an `{word}` expression"));
    }
    let mut at = after;
    while let Some(token) = source.tokens.get(at) {
        match token.kind {
            Kind::Open => at = token.partner + 1,
            Kind::Punct if source.is(at, ";") => return Ok(at + 1),
            Kind::Punct if source.is(at, ",") => break,
            Kind::Close => break,
            _ => at += 1,
        }
    }
    refused("something that does not end with `;` (an arm, a field, a variant, a tail)")
}

/// `start`, a line's start, moved up over the comment lines right above it.
fn comment_lines_above(text: &str, mut start: usize) -> usize {
    while start > 0 {
        let above = text[..start - 1].rfind('\n').map_or(0, |n| n + 1);
        if !text[above..start].trim_start().starts_with("//") {
            break;
        }
        start = above;
    }
    start
}

/// `start..end` widened to whole lines when nothing else stands on them, so that removing
/// it leaves no empty indented line.
fn whole_lines(text: &str, start: usize, end: usize) -> (usize, usize) {
    let line_start = text[..start].rfind('\n').map_or(0, |n| n + 1);
    let line_end = text[end..].find('\n').map_or(text.len(), |n| end + n + 1);
    let blank_before = text[line_start..start].trim().is_empty();
    let blank_after = text[end..line_end].trim().is_empty();
    if blank_before && blank_after {
        (line_start, line_end)
    } else {
        (start, end)
    }
}

#[cfg(test)]
mod tests {
    use super::prune;

    #[test]
    fn feature_and_test_conditions_are_decided_by_their_predicate() {
        let text = "\
/// Mapped where the platform allows.
#[cfg(all(feature = \"mapped-input\", target_os = \"linux\"))]
mod system {}

#[cfg(not(all(feature = \"mapped-input\", target_os = \"linux\")))]
enum Mapped {}

#[cfg(any(test, feature = \"oracles\"))]
mod oracles;

#[cfg(feature = \"test-switches\")]
mod switches {}

fn wide() -> bool {
    #[cfg(feature = \"any-name\")]
    // SAFETY: gone with the statement below it.
    let wide = unsafe { avx512::supported() };
    #[cfg(not(feature = \"any-name\"))]
    let wide = false;
    #[cfg(test)]
    {
        counted();
    }
    wide
}

fn count() {
    #[cfg(test)]
    COUNTED.with(|c| c.set(c.get() + 1));
}

#[cfg(target_arch = \"x86_64\")]
fn fast() {}

#[cfg(any(target_arch = \"x86_64\", unix))]
fn either() {}

struct Scanner {
    #[cfg_attr(not(feature = \"mapped-input\"), allow(dead_code))]
    passed: u8,
    #[cfg_attr(feature = \"mapped-input\", allow(dead_code))]
    #[cfg_attr(target_os = \"linux\", allow(dead_code))]
    #[cfg_attr(not(test), allow(dead_code), inline)]
    mapped: u8,
}
";
        // The blank line after a cut item stays.
        let expected = "
enum Mapped {}



fn wide() -> bool {
    let wide = false;
    wide
}

fn count() {
}

#[cfg(target_arch = \"x86_64\")]
fn fast() {}

#[cfg(any(target_arch = \"x86_64\", unix))]
fn either() {}

struct Scanner {
    #[allow(dead_code)]
    passed: u8,
    #[cfg_attr(target_os = \"linux\", allow(dead_code))]
    #[cfg_attr(not(test), allow(dead_code), inline)]
    mapped: u8,
}
";
        assert_eq!(prune(text, &[]).unwrap(), expected);
    }

    #[test]
    fn the_features_a_bundle_is_made_with_are_on_and_the_others_off() {
        let text = "\
#[cfg(not(feature = \"lean\"))]
mod fast;
#[cfg(feature = \"lean\")]
mod lean;
#[cfg(all(feature = \"lean\", feature = \"oracles\"))]
mod both;
";
        assert_eq!(prune(text, &[]).unwrap(), "mod fast;\n");
        assert_eq!(prune(text, &["lean"]).unwrap(), "mod lean;\n");
    }

    #[test]
    fn conditions_on_what_has_no_clear_end_are_refused() {
        for text in [
            "fn f() { #[cfg(feature = \"x\")] }",
            "fn f(x: u8) -> u8 { match x { #[cfg(feature = \"x\")] 0 => a(), _ => b() } }",
            "fn f() { #[cfg(test)] if c { a() } else { b() } }",
            "enum E { #[cfg(feature = \"x\")] A, B { x: u8 }, C }",
            "struct S { #[cfg(test)] x: u8 }",
            "fn f() -> u8 { #[cfg(feature = \"x\")] g(1) }",
        ] {
            let refusal = prune(text, &[]).unwrap_err();
            assert!(refusal.contains("#[cfg]"), "{text}: {refusal}");
        }
        // A condition the compiler decides must not name a feature the file is made with:
        // the judge's compiler builds with none.
        for text in [
            "#[cfg(all(feature = \"x\", unix))]\nfn f() {}",
            "#[cfg_attr(any(feature = \"x\", unix), inline, cold)]\nfn f() {}",
        ] {
            let refusal = prune(text, &["x"]).unwrap_err();
            assert!(
                refusal.contains("mixing a Cargo feature"),
                "{text}: {refusal}"
            );
        }
    }
}
