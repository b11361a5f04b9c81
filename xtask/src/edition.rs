//! What a bundle needs to compile, without a warning, as edition 2018, 2021 and 2024 alike,
//! from a library written for 2021. The source stays as it is; the bundle differs in:
//!
//! - **The 2021 prelude** (`TryFrom`, `TryInto`, `FromIterator`): 2018 has none of them, so
//!   a module whose code uses one gets an import of it, under no name (`TryFrom as _`, which
//!   no edition finds redundant) unless the code names the trait itself.
//! - **`.into_iter()` on arrays**: 2018 resolves it to the slice's iterator, by reference
//!   (and warns). Every `x.into_iter()` is written `IntoIterator::into_iter(x)`, which is by
//!   value in every edition, and the same call as before for anything else (unless the
//!   library has an inherent `into_iter` method; then nothing is rewritten).
//! - **Panic messages**: 2018 takes a lone literal as the message itself, without
//!   formatting, so `panic!("{x}")` prints `{x}` (and warns). A lone message with a
//!   placeholder, in `panic!`, `unreachable!`, `todo!`, `unimplemented!` and the
//!   `assert!` family, is written `"{}", format_args!("{x}")`, formatted in every edition.
//! - **`gen`**, a keyword from 2024 on, is written `r#gen` where it is a name.
//! - **`unsafe_op_in_unsafe_fn`**, a warning from 2024 on: unless the library holds its code
//!   to that lint (a crate attribute, as src/lib.rs has), the modules with an `unsafe fn`
//!   allow it, as 2018 and 2021 do (their bodies may rely on being unsafe contexts).
//!
//! The other 2024 changes (`static mut` references, `impl Trait` captures, the never
//! type's fallback, `expr` fragments, `unsafe extern`, `unsafe(no_mangle)`) need nothing
//! today; the tests compile every bundle under every edition and would say otherwise.

use crate::lexer::{is_keyword, Kind, Source};
use std::collections::BTreeSet;

/// A replacement of the bytes `start..end` of a file in the bundle's text.
#[derive(Clone, Debug)]
pub struct Edit {
    pub start: usize,
    pub end: usize,
    pub text: String,
}

/// The edits that a file needs in a bundle: those of every edition, and in the binary's file
/// `grundy::` paths turned into `crate::` ones.
pub fn edits(source: &Source, binary: bool, rewrite_into_iter: bool) -> Vec<Edit> {
    let mut edits = Vec::new();
    for i in 0..source.tokens.len() {
        let token = source.tokens[i];
        if token.kind != Kind::Ident {
            continue;
        }
        let text = source.str(i);
        let replacement = match text {
            "grundy" if binary && source.is(i + 1, "::") && !source.is(i.wrapping_sub(1), "::") => {
                "crate"
            }
            "gen" => "r#gen",
            _ => continue,
        };
        edits.push(Edit {
            start: token.start,
            end: token.end,
            text: replacement.to_string(),
        });
    }
    for name in 0..source.tokens.len() {
        if let Some(message) = lone_message(source, name) {
            let literal = source.str(message);
            edits.push(Edit {
                start: source.tokens[message].start,
                end: source.tokens[message].end,
                text: format!("\"{{}}\", format_args!({literal})"),
            });
        }
    }
    if rewrite_into_iter {
        for dot in 0..source.tokens.len() {
            let call = source.is(dot, ".")
                && source.is(dot + 1, "into_iter")
                && source.is(dot + 2, "(")
                && source.tokens[dot + 2].partner == dot + 3;
            if !call {
                continue;
            }
            if let Some(start) = receiver_start(source, dot) {
                edits.push(Edit {
                    start: source.tokens[start].start,
                    end: source.tokens[start].start,
                    text: "IntoIterator::into_iter(".to_string(),
                });
                edits.push(Edit {
                    start: source.tokens[dot - 1].end,
                    end: source.tokens[dot + 3].end,
                    text: ")".to_string(),
                });
            }
        }
    }
    edits.sort_by_key(|e| (e.start, e.end));
    edits
}

/// If token `name` calls a panicking macro whose message is one literal with a placeholder
/// and no arguments after it: that literal's index.
fn lone_message(source: &Source, name: usize) -> Option<usize> {
    let position = match source.ident(name)? {
        "panic" | "unreachable" | "todo" | "unimplemented" => 0,
        "assert" | "debug_assert" => 1,
        "assert_eq" | "assert_ne" | "debug_assert_eq" | "debug_assert_ne" => 2,
        _ => return None,
    };
    if !source.is(name + 1, "!") || source.kind(name + 2) != Some(Kind::Open) {
        return None;
    }
    let close = source.tokens[name + 2].partner;
    // The arguments: where each begins, at the group's top level.
    let mut starts = vec![name + 3];
    let mut at = name + 3;
    while at < close {
        if source.kind(at) == Some(Kind::Open) {
            at = source.tokens[at].partner;
        } else if source.is(at, ",") && at + 1 < close {
            starts.push(at + 1);
        }
        at += 1;
    }
    let message = *starts.get(position)?;
    let alone = starts.len() == position + 1
        && source.kind(message) == Some(Kind::Str)
        && (message + 1 == close || (source.is(message + 1, ",") && message + 2 == close));
    let text = source.str(message);
    let placeholder = text.replace("{{", "").contains('{');
    (alone && placeholder && !text.starts_with('b')).then_some(message)
}

/// The first token of the receiver of the method call whose `.` is at `dot`, when it is a
/// chain of paths, fields, calls, indexing, macro calls and `?` (`a.b[1].c()?`), or a
/// bracketed or parenthesised expression; `None` for anything else (a block's value, a
/// qualified path), which is then left as it is.
pub fn receiver_start(source: &Source, dot: usize) -> Option<usize> {
    let mut at = dot.checked_sub(1)?;
    loop {
        let token = source.tokens[at];
        match token.kind {
            Kind::Punct if source.is(at, "?") => at = at.checked_sub(1)?,
            Kind::Close => {
                let open = token.partner;
                if source.is(open, "{") {
                    return None;
                }
                let Some(before) = open.checked_sub(1) else {
                    return Some(open);
                };
                let callee = match source.kind(before) {
                    Some(Kind::Ident) => !is_keyword(source.ident(before).unwrap_or_default()),
                    // `f(x)[0]`, `a[0][1]`; a `}` ends the statement before.
                    Some(Kind::Close) => !source.is(before, "}"),
                    _ => false,
                };
                let macro_call = source.is(before, "!")
                    && before > 0
                    && source
                        .ident(before - 1)
                        .is_some_and(|name| !is_keyword(name));
                if callee {
                    at = before;
                } else if macro_call {
                    at = before - 1;
                } else {
                    return Some(open);
                }
            }
            Kind::Ident | Kind::Literal | Kind::Str => {
                if source.ident(at).is_some_and(is_keyword) {
                    return None;
                }
                if at > 0 && (source.is(at - 1, ".") || source.is(at - 1, "::")) {
                    at = at.checked_sub(2)?;
                } else {
                    return Some(at);
                }
            }
            _ => return None,
        }
    }
}

/// The traits of the 2021 prelude that edition 2018 lacks, with their paths and the names
/// that call for them.
const PRELUDE_2021: [(&str, &str, &str); 3] = [
    ("TryFrom", "std::convert", "try_from"),
    ("TryInto", "std::convert", "try_into"),
    ("FromIterator", "std::iter", "from_iter"),
];

/// The imports that a module whose code holds the names `names` needs under edition 2018
/// (`binds`: whether the module already has an item or import of a name), as lines of
/// text; empty when none.
pub fn prelude_imports(names: &BTreeSet<String>, binds: impl Fn(&str) -> bool) -> String {
    let mut by_path: Vec<(&str, Vec<String>)> = Vec::new();
    for (name, path, method) in PRELUDE_2021 {
        let import = if binds(name) {
            continue;
        } else if names.contains(name) {
            name.to_string()
        } else if names.contains(method) {
            format!("{name} as _")
        } else {
            continue;
        };
        match by_path.iter_mut().find(|(p, _)| *p == path) {
            Some((_, imports)) => imports.push(import),
            None => by_path.push((path, vec![import])),
        }
    }
    let mut text = String::new();
    for (path, imports) in by_path {
        let tree = if imports.len() == 1 {
            imports[0].clone()
        } else {
            format!("{{{}}}", imports.join(", "))
        };
        text.push_str(&format!(
            "\n#[allow(unused_imports)]\nuse {path}::{tree};\n"
        ));
    }
    text
}

/// Whether the code declares an unsafe function.
pub fn has_unsafe_fn(text: &str) -> bool {
    let Ok(source) = Source::new(text.to_string()) else {
        return true;
    };
    (0..source.tokens.len()).any(|i| {
        let mut next = i + 1;
        if source.is(next, "extern") {
            next += 1 + usize::from(source.kind(next + 1) == Some(Kind::Str));
        }
        source.is(i, "unsafe")
            && source.is(next, "fn")
            && source.kind(next + 1) == Some(Kind::Ident)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(text: &str, binary: bool) -> String {
        let source = Source::new(text.to_string()).unwrap();
        let mut out = String::new();
        let mut at = 0;
        for edit in edits(&source, binary, true) {
            out.push_str(&text[at..edit.start]);
            out.push_str(&edit.text);
            at = edit.end;
        }
        out.push_str(&text[at..]);
        out
    }

    #[test]
    fn into_iter_receivers() {
        assert_eq!(
            apply("for x in [1, 2].into_iter() {}", false),
            "for x in IntoIterator::into_iter([1, 2]) {}"
        );
        assert_eq!(
            apply(
                "let m = self.moves[i].pair()?\n    .into_iter()\n    .map(f);",
                false
            ),
            "let m = IntoIterator::into_iter(self.moves[i].pair()?)\n    .map(f);"
        );
        assert_eq!(
            apply("&a::b(c).into_iter().chain(vec![1].into_iter())", false),
            "&IntoIterator::into_iter(a::b(c)).chain(IntoIterator::into_iter(vec![1]))"
        );
        // A block's value, a qualified path, a call with arguments: left alone.
        assert_eq!(
            apply("for j in [1] {}\n[a, b]\n    .into_iter()", false),
            "for j in [1] {}\nIntoIterator::into_iter([a, b])"
        );
        for kept in [
            "S { a }.into_iter()",
            "<T>::x().into_iter()",
            "x.into_iter(1)",
        ] {
            assert_eq!(apply(kept, false), kept);
        }
    }

    #[test]
    fn lone_panic_messages_are_formatted() {
        assert_eq!(
            apply("panic!(\"a {x}\"); assert!(c, \"b {y:?}\",); assert_eq!(a, b, \"{{z}}\")", false),
            "panic!(\"{}\", format_args!(\"a {x}\")); assert!(c, \"{}\", format_args!(\"b {y:?}\"),); \
             assert_eq!(a, b, \"{{z}}\")"
        );
        for kept in [
            "panic!(\"{}\", x)",
            "assert!(f(a, b))",
            "unreachable!()",
            "todo!(\"x\")",
        ] {
            assert_eq!(apply(kept, false), kept);
        }
    }

    #[test]
    fn names_of_other_editions() {
        assert_eq!(
            apply(
                "use grundy::io::run; fn gen() { x::grundy::y; grundy::gen() }",
                true
            ),
            "use crate::io::run; fn r#gen() { x::grundy::y; crate::r#gen() }"
        );
        assert_eq!(apply("grundy::x", false), "grundy::x");
    }

    #[test]
    fn prelude_traits_are_imported_where_used() {
        let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
        assert_eq!(prelude_imports(&names(&["x", "y"]), |_| false), "");
        assert_eq!(
            prelude_imports(&names(&["try_from", "try_into", "TryFrom"]), |_| false),
            "\n#[allow(unused_imports)]\nuse std::convert::{TryFrom, TryInto as _};\n"
        );
        assert_eq!(
            prelude_imports(&names(&["try_from", "from_iter"]), |n| n == "TryFrom"),
            "\n#[allow(unused_imports)]\nuse std::iter::FromIterator as _;\n"
        );
        assert!(has_unsafe_fn("mod a { pub(super) unsafe fn f() {} }"));
        assert!(has_unsafe_fn("unsafe extern \"C\" fn f() {}"));
        assert!(!has_unsafe_fn(
            "fn f() { unsafe { g() } } type F = unsafe fn();"
        ));
    }
}
