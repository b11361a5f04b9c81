//! A small Rust lexer and item splitter for the bundler (std only, no syn).
//!
//! The lexer knows what it takes to find where items begin and end: comments (line, and
//! nested block comments), strings with escapes, raw strings (`r#"…"#`), byte and C strings,
//! character literals told apart from lifetimes, numbers, identifiers (raw ones too), and
//! delimiters, each matched with its partner. Everything else is one-byte punctuation, but
//! for the few pairs the bundler reads as one (`::`, `->`, `=>`, `..`).
//!
//! The item splitter cuts a file (or the body of a module, an impl or a trait) into its
//! items: attributes, visibility and qualifiers, the keyword, the name, and where the item
//! ends (its `;` or its closing brace). Bodies of modules, impls and traits are split in
//! turn; function bodies are not (what they hold goes with them).

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// An identifier or keyword, raw ones (`r#gen`) included.
    Ident,
    Lifetime,
    /// A string, byte string, C string or raw string.
    Str,
    /// A character, byte or number.
    Literal,
    Punct,
    /// `(`, `[` or `{`.
    Open,
    /// `)`, `]` or `}`.
    Close,
}

#[derive(Clone, Copy, Debug)]
pub struct Token {
    pub kind: Kind,
    /// Byte offsets in the source text.
    pub start: usize,
    pub end: usize,
    /// For a delimiter, the index of its partner.
    pub partner: usize,
}

/// A source file's text and its tokens.
pub struct Source {
    pub text: String,
    pub tokens: Vec<Token>,
}

impl Source {
    pub fn new(text: String) -> Result<Source, String> {
        let tokens = lex(&text)?;
        Ok(Source { text, tokens })
    }

    /// The text of token `i` ("" past the end).
    pub fn str(&self, i: usize) -> &str {
        self.tokens
            .get(i)
            .map_or("", |t| &self.text[t.start..t.end])
    }

    pub fn is(&self, i: usize, s: &str) -> bool {
        self.str(i) == s
    }

    pub fn kind(&self, i: usize) -> Option<Kind> {
        self.tokens.get(i).map(|t| t.kind)
    }

    /// The name an identifier token stands for (`r#gen` is `gen`); None for other tokens.
    pub fn ident(&self, i: usize) -> Option<&str> {
        (self.kind(i) == Some(Kind::Ident)).then(|| {
            let text = self.str(i);
            text.strip_prefix("r#").unwrap_or(text)
        })
    }

    /// The line (from 1) of byte `at`, for messages.
    pub fn line(&self, at: usize) -> usize {
        self.text[..at.min(self.text.len())].matches('\n').count() + 1
    }
}

/// Keywords that never begin a path (all but `self`, `Self`, `super`, `crate`).
pub fn is_keyword(word: &str) -> bool {
    const KEYWORDS: [&str; 36] = [
        "as", "async", "await", "box", "break", "const", "continue", "dyn", "else", "enum",
        "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move",
        "mut", "pub", "ref", "return", "static", "struct", "trait", "true", "type", "unsafe",
        "use", "where", "while", "yield",
    ];
    KEYWORDS.contains(&word)
}

fn is_ident_start(byte: u8) -> bool {
    byte.is_ascii_alphabetic() || byte == b'_' || byte >= 0x80
}

fn is_ident_continue(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte >= 0x80
}

/// The tokens of `text` (comments and whitespace left out), delimiters paired.
pub fn lex(text: &str) -> Result<Vec<Token>, String> {
    let bytes = text.as_bytes();
    let line = |at: usize| text[..at].matches('\n').count() + 1;
    let mut tokens: Vec<Token> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        let rest = &bytes[at..];
        let start = at;
        let kind;
        if byte.is_ascii_whitespace() {
            at += 1;
            continue;
        } else if rest.starts_with(b"//") {
            at = text[at..].find('\n').map_or(bytes.len(), |n| at + n);
            continue;
        } else if rest.starts_with(b"/*") {
            at = block_comment_end(bytes, at)
                .ok_or_else(|| format!("line {}: a block comment that does not end", line(at)))?;
            continue;
        } else if let Some(end) = string_end(bytes, at) {
            at = end.ok_or_else(|| format!("line {}: a string that does not end", line(start)))?;
            kind = Kind::Str;
        } else if byte == b'\'' || rest.starts_with(b"b'") {
            let quote = if byte == b'b' { at + 1 } else { at };
            match char_literal_end(text, quote) {
                Some(end) => {
                    at = end;
                    kind = Kind::Literal;
                }
                None if byte == b'b' => {
                    return Err(format!(
                        "line {}: a byte literal that does not end",
                        line(at)
                    ))
                }
                None => {
                    at += 1;
                    while at < bytes.len() && is_ident_continue(bytes[at]) {
                        at += 1;
                    }
                    kind = Kind::Lifetime;
                }
            }
        } else if rest.starts_with(b"r#") && rest.len() > 2 && is_ident_start(rest[2]) {
            at += 2;
            while at < bytes.len() && is_ident_continue(bytes[at]) {
                at += 1;
            }
            kind = Kind::Ident;
        } else if is_ident_start(byte) {
            while at < bytes.len() && is_ident_continue(bytes[at]) {
                at += 1;
            }
            kind = Kind::Ident;
        } else if byte.is_ascii_digit() {
            at = number_end(bytes, at);
            kind = Kind::Literal;
        } else if matches!(byte, b'(' | b'[' | b'{') {
            open.push(tokens.len());
            at += 1;
            kind = Kind::Open;
        } else if matches!(byte, b')' | b']' | b'}') {
            let opener = open
                .pop()
                .ok_or_else(|| format!("line {}: `{}` closes nothing", line(at), byte as char))?;
            let expected = match bytes[tokens[opener].start] {
                b'(' => b')',
                b'[' => b']',
                _ => b'}',
            };
            if byte != expected {
                return Err(format!(
                    "line {}: `{}` closes the `{}` of line {}",
                    line(at),
                    byte as char,
                    bytes[tokens[opener].start] as char,
                    line(tokens[opener].start)
                ));
            }
            let this = tokens.len();
            tokens[opener].partner = this;
            tokens.push(Token {
                kind: Kind::Close,
                start,
                end: at + 1,
                partner: opener,
            });
            at += 1;
            continue;
        } else {
            let pairs: [&[u8]; 6] = [b"..=", b"...", b"::", b"->", b"=>", b".."];
            let length = pairs
                .iter()
                .find(|p| rest.starts_with(p))
                .map_or(text[at..].chars().next().map_or(1, char::len_utf8), |p| {
                    p.len()
                });
            at += length;
            kind = Kind::Punct;
        }
        tokens.push(Token {
            kind,
            start,
            end: at,
            partner: usize::MAX,
        });
    }
    if let Some(&unclosed) = open.last() {
        return Err(format!(
            "line {}: `{}` is never closed",
            line(tokens[unclosed].start),
            bytes[tokens[unclosed].start] as char
        ));
    }
    Ok(tokens)
}

pub fn block_comment_end(bytes: &[u8], at: usize) -> Option<usize> {
    let mut depth = 0;
    let mut end = at;
    while end < bytes.len() {
        if bytes[end..].starts_with(b"/*") {
            depth += 1;
            end += 2;
        } else if bytes[end..].starts_with(b"*/") {
            depth -= 1;
            end += 2;
            if depth == 0 {
                return Some(end);
            }
        } else {
            end += 1;
        }
    }
    None
}

/// If a string literal starts at `at` (`"…"`, `b"…"`, `c"…"`, raw `r#"…"#`, `br"…"`,
/// `cr"…"`): `Some` of where it ends (`None` inside when it never does), with any suffix.
fn string_end(bytes: &[u8], at: usize) -> Option<Option<usize>> {
    if at > 0 && is_ident_continue(bytes[at - 1]) {
        return None;
    }
    let mut i = at;
    if matches!(bytes[i], b'b' | b'c') {
        i += 1;
    }
    let raw = bytes.get(i) == Some(&b'r');
    if raw {
        i += 1;
    }
    let hashes = if raw {
        bytes[i..].iter().take_while(|&&b| b == b'#').count()
    } else {
        0
    };
    i += hashes;
    if bytes.get(i) != Some(&b'"') {
        return None;
    }
    let body = i + 1;
    let end = if raw {
        let closing: Vec<u8> = std::iter::once(b'"')
            .chain(std::iter::repeat(b'#').take(hashes))
            .collect();
        bytes[body..]
            .windows(closing.len())
            .position(|w| w == closing.as_slice())
            .map(|found| body + found + closing.len())
    } else {
        let mut end = body;
        while end < bytes.len() && bytes[end] != b'"' {
            end += if bytes[end] == b'\\' { 2 } else { 1 };
        }
        (end < bytes.len()).then_some(end + 1)
    };
    Some(end.map(|mut end| {
        // A suffix, as in "…"suffix: part of the literal.
        while end < bytes.len() && is_ident_continue(bytes[end]) {
            end += 1;
        }
        end
    }))
}

/// The end of a character literal whose quote is at `at` (`'x'`, `'\n'`, `'\u{1F600}'`),
/// or `None` for a lifetime such as `'a`.
fn char_literal_end(text: &str, at: usize) -> Option<usize> {
    let rest = &text[at + 1..];
    if let Some(escaped) = rest.strip_prefix('\\') {
        // The escaped character itself may be a quote: `'\''`.
        let close = escaped.get(1..)?.find('\'')? + 1;
        return Some(at + 2 + close + 1);
    }
    let first = rest.chars().next()?;
    let after = &rest[first.len_utf8()..];
    after
        .starts_with('\'')
        .then(|| at + 1 + first.len_utf8() + 1)
}

/// The end of a number starting at `at`: digits, `_`, a base prefix, a suffix, a fraction
/// (`1.5`, but not `1..2` or `1.max(2)`) and an exponent (`1e-9`).
fn number_end(bytes: &[u8], mut at: usize) -> usize {
    let hex = bytes[at..].starts_with(b"0x") || bytes[at..].starts_with(b"0X");
    let exponent = |at: &mut usize| {
        while *at < bytes.len() && is_ident_continue(bytes[*at]) {
            let e = matches!(bytes[*at], b'e' | b'E') && !hex;
            *at += 1;
            let signed = *at + 1 < bytes.len()
                && matches!(bytes[*at], b'+' | b'-')
                && bytes[*at + 1].is_ascii_digit();
            if e && signed {
                *at += 1;
            }
        }
    };
    exponent(&mut at);
    if at + 1 < bytes.len() && bytes[at] == b'.' && bytes[at + 1].is_ascii_digit() {
        at += 1;
        exponent(&mut at);
    }
    at
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ItemKind {
    Fn,
    Struct,
    Enum,
    Union,
    Trait,
    Impl,
    Mod,
    Use,
    Const,
    Static,
    Type,
    MacroRules,
    /// An item-level macro call, such as `thread_local! { … }`.
    MacroCall,
    ExternCrate,
    ExternBlock,
    /// `#![…]`.
    InnerAttr,
    /// Anything else (a stray `;`): kept with its module.
    Other,
}

#[derive(Debug)]
pub struct Item {
    pub kind: ItemKind,
    pub name: Option<String>,
    /// Where the space and comments before the item begin: the end of the item before it
    /// (or of the `{` that opens the body it is in).
    pub lead: usize,
    /// Byte offsets of its first token (attributes included) and past its last.
    pub start: usize,
    pub end: usize,
    /// Token indices: its first token, its keyword (`fn`, `impl`, `mod`, `use`…), and one
    /// past its last token.
    pub first: usize,
    pub keyword: usize,
    pub last: usize,
    /// `#[cfg(test)]` or `#[test]`: compiled only for tests.
    pub test_only: bool,
    /// Token indices of the `{` and `}` of the body of a module, impl, trait or extern
    /// block, whose items are `children`.
    pub body: Option<(usize, usize)>,
    pub children: Vec<Item>,
}

/// The items of `source`'s tokens `from..to` (a file, or a body between its braces), the
/// first with its lead starting at byte `lead`.
pub fn items(source: &Source, from: usize, to: usize, lead: usize) -> Result<Vec<Item>, String> {
    let mut items = Vec::new();
    let mut at = from;
    let mut lead = lead;
    while at < to {
        let item = item(source, at, lead)?;
        if item.last > to {
            return Err(format!(
                "line {}: an item runs past the end of its body",
                source.line(item.start)
            ));
        }
        at = item.last;
        lead = item.end;
        items.push(item);
    }
    Ok(items)
}

/// The index past the end of the item whose tokens from `from` on end either with a `;` or
/// with a `{ … }` group (when `braces`), groups skipped whole.
fn item_end(source: &Source, from: usize, braces: bool) -> Result<usize, String> {
    let mut at = from;
    while let Some(token) = source.tokens.get(at) {
        match token.kind {
            Kind::Open if braces && source.is(at, "{") => return Ok(token.partner + 1),
            Kind::Open => at = token.partner + 1,
            Kind::Punct if source.is(at, ";") => return Ok(at + 1),
            Kind::Close => break,
            _ => at += 1,
        }
    }
    let start = source.tokens.get(from).map_or(0, |t| t.start);
    Err(format!(
        "line {}: an item without its end",
        source.line(start)
    ))
}

/// The item whose first token (its first attribute, if any) is `first`, its lead (the space
/// and comments before it) starting at byte `lead`.
pub fn item(source: &Source, first: usize, lead: usize) -> Result<Item, String> {
    let at_line = || source.line(source.tokens[first].start);
    let mut at = first;
    let mut test_only = false;
    let mut kind = None;
    let mut name = None;
    let mut body = None;
    let last;
    if source.is(at, "#") && source.is(at + 1, "!") && source.is(at + 2, "[") {
        kind = Some(ItemKind::InnerAttr);
        last = source.tokens[at + 2].partner + 1;
    } else {
        while source.is(at, "#") && source.is(at + 1, "[") {
            let close = source.tokens[at + 1].partner;
            let words: Vec<&str> = (at + 2..close).map(|i| source.str(i)).collect();
            test_only |= matches!(
                words.as_slice(),
                ["test"] | ["cfg", "(", "test", ")"] | ["cfg", "(", "all", "(", "test", ..]
            );
            at = close + 1;
        }
        if source.is(at, "pub") {
            at += 1;
            if source.is(at, "(") {
                at = source.tokens[at].partner + 1;
            }
        }
        loop {
            let next = source.str(at + 1);
            let qualifier = match source.str(at) {
                "default" | "async" | "safe" => source.kind(at + 1) == Some(Kind::Ident),
                "unsafe" => true,
                "const" => matches!(next, "fn" | "unsafe" | "async" | "extern"),
                "extern" => {
                    if source.kind(at + 1) == Some(Kind::Str) {
                        at += 1;
                    }
                    if source.is(at + 1, "{") {
                        kind = Some(ItemKind::ExternBlock);
                    }
                    kind.is_none()
                }
                _ => false,
            };
            if kind.is_some() {
                at += 1; // the `{` of the extern block
                break;
            }
            if !qualifier {
                break;
            }
            at += 1;
        }
        let keyword_text = source.ident(at).unwrap_or("");
        let next_ident = |i: usize| source.ident(i).map(str::to_string);
        match (kind, keyword_text) {
            (Some(_), _) => {
                // An extern block: `at` is its `{`.
                body = Some((at, source.tokens[at].partner));
                last = source.tokens[at].partner + 1;
            }
            (None, "fn") => {
                kind = Some(ItemKind::Fn);
                name = next_ident(at + 1);
                last = item_end(source, at, true)?;
            }
            (None, "struct" | "enum" | "union" | "trait")
                if source.kind(at + 1) == Some(Kind::Ident) =>
            {
                kind = Some(match keyword_text {
                    "struct" => ItemKind::Struct,
                    "enum" => ItemKind::Enum,
                    "union" => ItemKind::Union,
                    _ => ItemKind::Trait,
                });
                name = next_ident(at + 1);
                last = item_end(source, at, true)?;
            }
            (None, "auto") if source.is(at + 1, "trait") => {
                kind = Some(ItemKind::Trait);
                at += 1;
                name = next_ident(at + 1);
                last = item_end(source, at, true)?;
            }
            (None, "impl") => {
                kind = Some(ItemKind::Impl);
                last = item_end(source, at, true)?;
            }
            (None, "mod") => {
                kind = Some(ItemKind::Mod);
                name = next_ident(at + 1);
                last = item_end(source, at, true)?;
            }
            (None, "use") => {
                kind = Some(ItemKind::Use);
                last = item_end(source, at, false)?;
            }
            (None, "const") => {
                kind = Some(ItemKind::Const);
                name = next_ident(at + 1);
                last = item_end(source, at, false)?;
            }
            (None, "static") => {
                kind = Some(ItemKind::Static);
                let skip = usize::from(source.is(at + 1, "mut"));
                name = next_ident(at + 1 + skip);
                last = item_end(source, at, false)?;
            }
            (None, "type") => {
                kind = Some(ItemKind::Type);
                name = next_ident(at + 1);
                last = item_end(source, at, false)?;
            }
            (None, "crate") => {
                // `extern crate name;`
                kind = Some(ItemKind::ExternCrate);
                name = next_ident(at + 1);
                last = item_end(source, at, false)?;
            }
            (None, "macro_rules") if source.is(at + 1, "!") => {
                kind = Some(ItemKind::MacroRules);
                name = next_ident(at + 2);
                last = macro_end(source, at + 3)?;
            }
            (None, word) if !word.is_empty() => {
                // A macro call: `path!(…);`, `path![…];` or `path! { … }`.
                let mut i = at;
                while source.kind(i) == Some(Kind::Ident) && source.is(i + 1, "::") {
                    i += 2;
                }
                if source.kind(i) != Some(Kind::Ident) || !source.is(i + 1, "!") {
                    return Err(format!(
                        "line {}: an item this bundler cannot read",
                        at_line()
                    ));
                }
                kind = Some(ItemKind::MacroCall);
                last = macro_end(source, i + 2)?;
            }
            _ if source.is(at, ";") => {
                kind = Some(ItemKind::Other);
                last = at + 1;
            }
            _ => {
                return Err(format!(
                    "line {}: an item this bundler cannot read",
                    at_line()
                ))
            }
        }
    }
    let kind = kind.expect("every branch sets the kind");
    let keyword = at;
    if matches!(kind, ItemKind::Mod | ItemKind::Impl | ItemKind::Trait) && source.is(last - 1, "}")
    {
        let close = last - 1;
        body = Some((source.tokens[close].partner, close));
    }
    let children = match body {
        Some((open, close)) => items(source, open + 1, close, source.tokens[open].end)?,
        None => Vec::new(),
    };
    Ok(Item {
        kind,
        name,
        lead,
        start: source.tokens[first].start,
        end: source.tokens[last - 1].end,
        first,
        keyword,
        last,
        test_only,
        body,
        children,
    })
}

/// The end of a macro call or definition whose delimited group is at `group`: past its
/// `}`, or past the `;` after its `)` or `]`.
fn macro_end(source: &Source, group: usize) -> Result<usize, String> {
    let token = source.tokens.get(group).filter(|t| t.kind == Kind::Open);
    let Some(token) = token else {
        return Err("a macro without its body".into());
    };
    let close = token.partner;
    if source.is(group, "{") {
        Ok(close + 1 + usize::from(source.is(close + 1, ";")))
    } else if source.is(close + 1, ";") {
        Ok(close + 2)
    } else {
        Err(format!(
            "line {}: a macro call without its `;`",
            source.line(token.start)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<String> {
        let source = Source::new(text.to_string()).unwrap();
        (0..source.tokens.len())
            .map(|i| source.str(i).to_string())
            .collect()
    }

    #[test]
    fn literals_comments_and_lifetimes() {
        assert_eq!(
            texts("fn f<'a>(x: &'a str) -> char { /* a /* nested */ } */ 'x' } // '"),
            [
                "fn", "f", "<", "'a", ">", "(", "x", ":", "&", "'a", "str", ")", "->", "char", "{",
                "'x'", "}"
            ]
        );
        assert_eq!(
            texts(r####"r#"a "quoted" }"# b"x\"" '\'' '\\' b'}' c"z" r#gen 1.5e-3 1..2 x.0.1"####),
            [
                r###"r#"a "quoted" }"#"###,
                r#"b"x\"""#,
                r"'\''",
                r"'\\'",
                "b'}'",
                r#"c"z""#,
                "r#gen",
                "1.5e-3",
                "1",
                "..",
                "2",
                "x",
                ".",
                "0.1"
            ]
        );
        assert_eq!(
            texts("a::<B>::c => 0xE5u8"),
            ["a", "::", "<", "B", ">", "::", "c", "=>", "0xE5u8"]
        );
        assert!(lex("fn f() { ( }").is_err());
        assert!(lex("\"open").is_err());
    }

    #[test]
    fn items_are_split_with_their_attributes_and_bodies() {
        let text = "//! Doc.\n#![allow(x)]\nuse a::{b, c};\n/// Doc.\n#[cfg(test)]\nmod tests { fn t() {} }\n\
                    pub(crate) const fn f() -> [u8; 2] { [0; 2] }\n\
                    static mut S: [u8; 3] = { [1; 3] };\nimpl<T: X> Y<T> { const A: u8 = 1; fn g(&self) {} }\n\
                    mod inner;\nmacro_rules! m { () => {} }\nthread_local! { static T: u8 = 0; }\n\
                    unsafe extern \"C\" { fn h(); }\nstruct P(u8);\nenum E { A { x: u8 }, B }\n";
        let source = Source::new(text.to_string()).unwrap();
        let items = items(&source, 0, source.tokens.len(), 0).unwrap();
        let show: Vec<(ItemKind, Option<&str>, bool)> = items
            .iter()
            .map(|i| (i.kind, i.name.as_deref(), i.test_only))
            .collect();
        use ItemKind::*;
        assert_eq!(
            show,
            [
                (InnerAttr, None, false),
                (Use, None, false),
                (Mod, Some("tests"), true),
                (Fn, Some("f"), false),
                (Static, Some("S"), false),
                (Impl, None, false),
                (Mod, Some("inner"), false),
                (MacroRules, Some("m"), false),
                (MacroCall, None, false),
                (ExternBlock, None, false),
                (Struct, Some("P"), false),
                (Enum, Some("E"), false),
            ]
        );
        let children: Vec<_> = items[5]
            .children
            .iter()
            .map(|c| c.name.as_deref())
            .collect();
        assert_eq!(children, [Some("A"), Some("g")]);
        assert_eq!(&text[items[1].lead..items[1].start], "\n");
        assert_eq!(
            &text[items[3].start..items[3].end],
            "pub(crate) const fn f() -> [u8; 2] { [0; 2] }"
        );
        assert_eq!(items[2].children.len(), 1);
    }

    /// Every Rust file of the repository splits into items, which with the space and
    /// comments between them make up the whole file (and the whole of each body).
    #[test]
    fn every_file_of_the_repository_splits_into_items() {
        fn contiguous(source: &Source, items: &[Item], from: usize, to: usize) {
            let mut at = from;
            for item in items {
                assert_eq!(item.lead, at);
                assert!(
                    source.text[item.lead..item.start].trim().is_empty()
                        || source.text[item.lead..item.start].contains("//")
                        || source.text[item.lead..item.start].contains("/*")
                );
                if let Some((open, close)) = item.body {
                    let (start, end) = (source.tokens[open].end, source.tokens[close].start);
                    contiguous(source, &item.children, start, end);
                }
                at = item.end;
            }
            assert!(at <= to);
        }
        let root = crate::cargo::crate_root();
        let mut folders = vec![root.join("src"), root.join("tests"), root.join("xtask/src")];
        let mut files = 0;
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    folders.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    let source = Source::new(text).unwrap();
                    let all = items(&source, 0, source.tokens.len(), 0)
                        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                    contiguous(&source, &all, 0, source.text.len());
                    files += 1;
                }
            }
        }
        assert!(files > 40, "{files} files");
    }
}
