//! Writing the kept items back out as the bundle's text: the kept items in their modules,
//! the imports that still bring in something, the edition edits, comment lines, blank lines
//! and indentation dropped.

use super::code::code_mask;
use super::names::format_names;
use super::{edition, Binding, Leaf, ModId, NodeId, Program, Reader, Target};
use crate::lexer::{ItemKind, Kind, Source};
use std::collections::BTreeSet;
use std::path::Path;

impl Program {
    /// Whether an item goes into the bundle.
    pub(super) fn emitted(&self, n: NodeId, kept: &[bool], idents: &[BTreeSet<String>]) -> bool {
        let node = &self.nodes[n];
        if node.test_only {
            return false;
        }
        match node.kind {
            ItemKind::Mod => node.module.is_some_and(|m| self.live(m, kept)),
            ItemKind::Use => node
                .leaves
                .iter()
                .any(|leaf| self.leaf_kept(n, leaf, kept, idents)),
            _ => kept[n],
        }
    }

    /// Whether a `use` item's leaf imports something the bundle needs: a kept item (named
    /// in the module's kept code, unless re-exported or a trait), or an outside name that
    /// the module's kept code uses, or may use (a capitalised one may be a trait whose
    /// methods are called).
    pub(super) fn leaf_kept(
        &self,
        n: NodeId,
        leaf: &Leaf,
        kept: &[bool],
        idents: &[BTreeSet<String>],
    ) -> bool {
        let node = &self.nodes[n];
        if self.modules[node.scope].binary {
            // The binary's imports stay, but for those of a top-level library module (`use
            // grundy::io;`) at the binary's root: in the bundle that module is there already.
            let top_level = node.scope == self.binary
                && leaf.path.len() == 2
                && leaf.path[0] == "grundy"
                && leaf.binding == Binding::Name(leaf.path[1].clone())
                && !self
                    .lookup(self.library, &leaf.path[1], 0, &mut Vec::new())
                    .is_empty();
            return !top_level;
        }
        let public = self.source(n).is(node.first, "pub")
            || (node.first..node.keyword).any(|i| self.source(n).is(i, "pub"));
        let used = |name: &str| idents[node.scope].contains(name);
        match self.resolve(node.scope, &leaf.path, 0, &mut Vec::new()) {
            None => match &leaf.binding {
                Binding::Name(name) => {
                    public || used(name) || name.starts_with(|c: char| c.is_ascii_uppercase())
                }
                Binding::Glob | Binding::Hidden => true,
            },
            Some(targets) if targets.is_empty() => true,
            Some(targets) => {
                let alive = |t: &Target| match *t {
                    Target::Node(t) => kept[t],
                    Target::Module(m) => self.live(m, kept),
                };
                let is_trait = |t: &Target| matches!(*t, Target::Node(t) if self.nodes[t].kind == ItemKind::Trait);
                targets.iter().any(alive)
                    && match &leaf.binding {
                        Binding::Name(name) => public || used(name) || targets.iter().any(is_trait),
                        Binding::Glob | Binding::Hidden => true,
                    }
            }
        }
    }

    /// The names in the kept code of each module: of its own items (`own`), and of its own
    /// and its descendants' (`all`).
    pub(super) fn idents(&self, kept: &[bool]) -> (Vec<BTreeSet<String>>, Vec<BTreeSet<String>>) {
        let mut own = vec![BTreeSet::new(); self.modules.len()];
        for (n, node) in self.nodes.iter().enumerate() {
            if !kept[n] || node.kind == ItemKind::Use {
                continue;
            }
            let source = self.source(n);
            let (from, to) = match (node.kind, node.body) {
                (ItemKind::Impl | ItemKind::Trait, Some((open, _))) => (node.first, open),
                _ => (node.first, node.last),
            };
            for i in from..to {
                if let Some(name) = source.ident(i) {
                    own[node.scope].insert(name.to_string());
                } else if source.kind(i) == Some(Kind::Str) {
                    own[node.scope].extend(format_names(source.str(i)));
                }
            }
        }
        let mut all = own.clone();
        for (module, names) in own.iter().enumerate() {
            let mut parent = self.modules[module].parent;
            while let Some(p) = parent {
                all[p].extend(names.iter().cloned());
                parent = self.modules[p].parent;
            }
        }
        (own, all)
    }

    /// Whether the library holds its unsafe functions to `unsafe_op_in_unsafe_fn` (a crate
    /// attribute that denies, forbids or warns of it): then their unsafe operations are in
    /// unsafe blocks already, as edition 2024 wants them.
    pub(super) fn unsafe_ops_in_blocks(&self) -> bool {
        self.modules[self.library].items.iter().any(|&n| {
            let node = &self.nodes[n];
            let source = self.source(n);
            let words: Vec<&str> = (node.first..node.last).map(|i| source.str(i)).collect();
            node.kind == ItemKind::InnerAttr
                && words.contains(&"unsafe_op_in_unsafe_fn")
                && words
                    .iter()
                    .any(|w| matches!(*w, "deny" | "forbid" | "warn"))
        })
    }

    /// The bytes `from..to` of a unit with its edits applied.
    pub(super) fn slice(&self, unit: usize, from: usize, to: usize) -> String {
        let unit = &self.units[unit];
        let text = &unit.source.text;
        let mut out = String::new();
        let mut at = from;
        for edit in &unit.edits {
            if edit.start < from || edit.end > to || edit.start >= to {
                continue;
            }
            out.push_str(&text[at..edit.start]);
            out.push_str(&edit.text);
            at = edit.end;
        }
        out.push_str(&text[at..to]);
        out
    }

    pub(super) fn emit(&self, header: String, kept: &[bool]) -> Result<String, String> {
        let (own, all) = self.idents(kept);
        let emitter = Emitter {
            program: self,
            kept,
            own: &own,
            all: &all,
        };
        let mut out = header;
        let main = emitter.module_body(self.binary);
        if edition::has_unsafe_fn(&main) {
            out.push_str("#![allow(unsafe_op_in_unsafe_fn)]\n");
        }
        out.push_str(self.reader.shown(&main).trim_start());
        for &n in &self.modules[self.library].items {
            let node = &self.nodes[n];
            if node.kind == ItemKind::InnerAttr || !self.emitted(n, kept, &all) {
                continue;
            }
            let text = emitter.node(n);
            let mut lints = vec!["dead_code", "unused_imports"];
            if edition::has_unsafe_fn(&text) {
                // Held to blocks, the unsafe operations are blocks that compilers before
                // 1.65 call unused inside an unsafe fn; else 2024 warns of them.
                lints.push(match self.unsafe_ops_in_blocks() {
                    true => "unused_unsafe",
                    false => "unsafe_op_in_unsafe_fn",
                });
            }
            out.push('\n');
            out.push_str(&format!("#[allow({})]\n", lints.join(", ")));
            out.push_str(self.reader.shown(&text).trim_start());
        }
        Ok(out)
    }
}

/// Writes the kept items back out as text.
struct Emitter<'a> {
    program: &'a Program,
    kept: &'a [bool],
    own: &'a [BTreeSet<String>],
    all: &'a [BTreeSet<String>],
}

impl Emitter<'_> {
    /// The items of a module as they go into the bundle, with the imports that edition
    /// 2018 needs after its inner attributes.
    fn module_body(&self, module: ModId) -> String {
        let p = self.program;
        let m = &p.modules[module];
        let mut out = String::new();
        let mut imports = Some(edition::prelude_imports(&self.own[module], |name| {
            self.binds(module, name)
        }));
        for &n in &m.items {
            let node = &p.nodes[n];
            let lead = p.slice(node.unit, node.lead, node.start);
            let mut from = 0;
            if node.kind != ItemKind::InnerAttr {
                if let Some(imports) = imports.take() {
                    // The module's inner doc comments (the first item's lead, as the
                    // splitter sees them) stay first.
                    from = inner_docs(&lead);
                    out.push_str(&lead[..from]);
                    out.push_str(&imports);
                }
            }
            if !p.emitted(n, self.kept, self.all) {
                continue;
            }
            out.push_str(&lead[from..]);
            out.push_str(&self.node(n));
        }
        if let Some(imports) = imports.take() {
            out.push_str(&imports);
        }
        out.push_str(&p.slice(m.unit, m.tail.0, m.tail.1));
        out
    }

    /// Whether `module` has an item or an import of that name.
    fn binds(&self, module: ModId, name: &str) -> bool {
        let p = self.program;
        p.modules[module].items.iter().any(|&n| {
            let node = &p.nodes[n];
            node.name.as_deref() == Some(name)
                || node
                    .leaves
                    .iter()
                    .any(|l| l.binding == Binding::Name(name.into()))
        })
    }

    fn node(&self, n: NodeId) -> String {
        let p = self.program;
        let node = &p.nodes[n];
        let source = p.source(n);
        match node.kind {
            ItemKind::Use => {
                let mut kept: Vec<Leaf> = node
                    .leaves
                    .iter()
                    .filter(|leaf| p.leaf_kept(n, leaf, self.kept, self.all))
                    .cloned()
                    .collect();
                if kept.len() == node.leaves.len() {
                    p.slice(node.unit, node.start, node.end)
                } else {
                    if p.modules[node.scope].binary {
                        for leaf in &mut kept {
                            if leaf.shown[0] == "grundy" {
                                leaf.shown[0] = "crate".into();
                            }
                        }
                    }
                    let prefix = p.slice(node.unit, node.start, source.tokens[node.keyword].start);
                    let kept: Vec<&Leaf> = kept.iter().collect();
                    format!("{prefix}use {};", render_leaves(&kept))
                }
            }
            ItemKind::Mod => {
                let module = node.module.expect("an emitted module is loaded");
                let mut body = self.module_body(module);
                let path = &p.units[p.modules[module].unit].path;
                if p.reader == Reader::Lean && is_machinery(path.strip_prefix(&p.src).ok()) {
                    body = uncommented_indented(&body);
                }
                match node.body {
                    Some((open, close)) => format!(
                        "{}{body}{}",
                        p.slice(node.unit, node.start, source.tokens[open].end),
                        p.slice(node.unit, source.tokens[close].start, node.end)
                    ),
                    None => {
                        let head =
                            p.slice(node.unit, node.start, source.tokens[node.last - 1].start);
                        format!("{} {{\n{body}}}", head.trim_end())
                    }
                }
            }
            ItemKind::Impl | ItemKind::Trait | ItemKind::ExternBlock => {
                let (open, _) = node.body.expect("impls and traits have bodies");
                let mut out = p.slice(node.unit, node.start, source.tokens[open].end);
                let mut tail = source.tokens[open].end;
                for &child in &node.children {
                    let c = &p.nodes[child];
                    tail = c.end;
                    if p.emitted(child, self.kept, self.all) {
                        out.push_str(&p.slice(c.unit, c.lead, c.end));
                    }
                }
                out.push_str(&p.slice(node.unit, tail, node.end));
                out
            }
            _ => p.slice(node.unit, node.start, node.end),
        }
    }
}

/// The length of the lines of inner doc comments (`//!`) that start `lead`, blank lines
/// among them.
fn inner_docs(lead: &str) -> usize {
    let mut length = 0;
    for line in lead.split_inclusive('\n') {
        let text = line.trim();
        if !(text.starts_with("//!") || text.is_empty()) {
            break;
        }
        length += line.len();
    }
    length
}

/// A `use` tree of the kept leaves: `prefix::{a, b::c as d}`.
pub(super) fn render_leaves(leaves: &[&Leaf]) -> String {
    let shown = |leaf: &Leaf, from: usize| {
        let mut text = leaf.shown[from..].join("::");
        if let Some(rename) = &leaf.rename {
            text.push_str(" as ");
            text.push_str(rename);
        }
        text
    };
    if let [leaf] = leaves {
        return shown(leaf, 0);
    }
    let shortest = leaves.iter().map(|l| l.shown.len() - 1).min().unwrap_or(0);
    let mut common = 0;
    while common < shortest
        && leaves
            .iter()
            .all(|l| l.shown[common] == leaves[0].shown[common])
    {
        common += 1;
    }
    let inner: Vec<String> = leaves.iter().map(|l| shown(l, common)).collect();
    if common == 0 {
        format!("{{{}}}", inner.join(", "))
    } else {
        format!(
            "{}::{{{}}}",
            leaves[0].shown[..common].join("::"),
            inner.join(", ")
        )
    }
}

/// What a piece of the bundle looks like in the file: whole-line comments (doc comments
/// and `// SAFETY:` ones too), blank lines and the indentation of code lines dropped (a
/// fifteenth of a bundle), and `debug_assert!` statements. The file is for the judge's
/// compiler, within its size limit; the repository is where the code is read.
pub(super) fn strip(text: &str) -> String {
    uncommented(
        &without_continued_indents(&without_debug_asserts(text)),
        false,
    )
}

/// Whether the library file at `path` (under src/) is input machinery, whose comments a
/// lean file leaves out (they are in the repository, and the file's first screens are for
/// the rule and its proof): the readers (src/io/) and LeetCode's test-case text.
fn is_machinery(path: Option<&Path>) -> bool {
    path.is_some_and(|path| path.starts_with("io") || path == Path::new("leetcode/text.rs"))
}

/// `text` without its whole-line comments, blank lines and `debug_assert!` statements, its
/// indentation kept.
fn uncommented_indented(text: &str) -> String {
    uncommented(&without_debug_asserts(text), true)
}

/// `text` without its whole-line comments and blank lines, and without the indentation of
/// its code lines unless `indented`.
fn uncommented(text: &str, indented: bool) -> String {
    let mask = code_mask(text);
    let mut line_start = 0;
    let mut out = String::new();
    for line in text.lines() {
        let after_code = line_start == 0 || mask[line_start - 1];
        line_start += line.len() + 1;
        let trimmed = line.trim();
        if after_code && (trimmed.is_empty() || trimmed.starts_with("//")) {
            continue;
        }
        // A line that starts inside a string literal keeps its spaces: they are text.
        let rest = line.trim_end();
        out.push_str(if after_code && !indented {
            rest.trim_start()
        } else {
            rest
        });
        out.push('\n');
    }
    out
}

/// The text without the indentation of a string's continued lines: after a `\` that ends a
/// line inside a string (not a raw one), the compiler skips the whitespace that follows.
fn without_continued_indents(text: &str) -> String {
    let Ok(source) = Source::new(text.to_string()) else {
        return text.to_string();
    };
    let mut out = String::new();
    let mut at = 0;
    for token in source.tokens.iter().filter(|t| t.kind == Kind::Str) {
        let quoted = &text[token.start..token.end];
        if !(quoted.starts_with('"') || quoted.starts_with("b\"")) {
            continue; // raw (r"…", br"…") and C strings keep every byte
        }
        let mut escaped = false;
        let mut i = token.start;
        while i < token.end {
            match text.as_bytes()[i] {
                b'\\' => escaped = !escaped,
                b'\n' if escaped => {
                    let indent = text[i + 1..token.end].len()
                        - text[i + 1..token.end].trim_start_matches([' ', '\t']).len();
                    out.push_str(&text[at..=i]);
                    at = i + 1 + indent;
                    escaped = false;
                }
                _ => escaped = false,
            }
            i += 1;
        }
    }
    out.push_str(&text[at..]);
    out
}

/// The text without its `debug_assert!` statements (and `_eq`, `_ne`): they check nothing in
/// the `-O` build a judge makes. A line left blank is dropped by `strip`.
fn without_debug_asserts(text: &str) -> String {
    let Ok(source) = Source::new(text.to_string()) else {
        return text.to_string();
    };
    let tokens = &source.tokens;
    let mut out = String::new();
    let mut at = 0;
    for (i, token) in tokens.iter().enumerate() {
        let named = matches!(
            source.ident(i),
            Some("debug_assert" | "debug_assert_eq" | "debug_assert_ne")
        );
        if !(named && source.is(i + 1, "!") && source.kind(i + 2) == Some(Kind::Open)) {
            continue;
        }
        let semicolon = tokens[i + 2].partner + 1;
        if source.is(semicolon, ";") {
            out.push_str(&text[at..token.start]);
            at = tokens[semicolon].end;
        }
    }
    out.push_str(&text[at..]);
    out
}
