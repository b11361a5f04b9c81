//! Loading the binary and the library as items, and resolving the names their code uses
//! to the items that define them (`use` trees, paths, globs, format strings' captures).

use super::code::{check_paths, without_tests};
use super::{cfg, edition, read, Binding, Leaf, ModId, Module, Node, NodeId, Program, Refs};
use super::{Reader, Target, Unit};
use crate::lexer::{self, is_keyword, Item, ItemKind, Kind, Source};
use std::path::Path;

impl Program {
    /// The library, with the input reader `reader`, and the binary whose source, `entry`,
    /// is at `path`.
    pub(super) fn load(
        root: &Path,
        path: &Path,
        entry: String,
        reader: Reader,
    ) -> Result<Program, String> {
        let mut program = Program {
            units: Vec::new(),
            nodes: Vec::new(),
            modules: Vec::new(),
            library: 0,
            binary: 0,
            reader,
            src: root.join("src"),
        };
        let src = program.src.clone();
        program.library = program.load_file(&src.join("lib.rs"), &src, None, false)?;
        let bin = src.join("bin");
        program.binary = program.load_source(path, entry, &bin, None, true)?;
        for unit in 0..program.units.len() {
            if !program.modules_of(unit).any(|m| program.modules[m].binary) {
                let path = &program.units[unit].path;
                let code = without_tests(&program.units[unit].source)?;
                check_paths(path, &code)?;
            }
        }
        // With an inherent `into_iter` method somewhere, `x.into_iter()` may not be the
        // trait's: then no call is rewritten.
        let inherent_into_iter = (0..program.nodes.len()).any(|n| {
            let node = &program.nodes[n];
            node.kind == ItemKind::Fn
                && node.name.as_deref() == Some("into_iter")
                && node.container.is_some_and(|c| {
                    program.nodes[c].kind == ItemKind::Impl && !program.is_trait_impl(c)
                })
        });
        for i in 0..program.units.len() {
            let binary = program.modules_of(i).any(|m| program.modules[m].binary);
            let unit = &mut program.units[i];
            unit.edits = edition::edits(&unit.source, binary, !inherent_into_iter);
        }
        Ok(program)
    }

    pub(super) fn modules_of(&self, unit: usize) -> impl Iterator<Item = ModId> + '_ {
        (0..self.modules.len()).filter(move |&m| self.modules[m].unit == unit)
    }

    /// Reads and splits a file module (or a crate root, without `parent`).
    pub(super) fn load_file(
        &mut self,
        path: &Path,
        dir: &Path,
        parent: Option<ModId>,
        binary: bool,
    ) -> Result<ModId, String> {
        let mut text = read(path)?;
        if !binary {
            text = cfg::prune(&text, self.reader.features())
                .map_err(|e| format!("{}: {e}", path.display()))?;
        }
        self.load_source(path, text, dir, parent, binary)
    }

    /// Splits the text of a file module (or a crate root, without `parent`).
    pub(super) fn load_source(
        &mut self,
        path: &Path,
        text: String,
        dir: &Path,
        parent: Option<ModId>,
        binary: bool,
    ) -> Result<ModId, String> {
        let located = |e: String| format!("{}: {e}", path.display());
        let source = Source::new(text).map_err(located)?;
        let items = lexer::items(&source, 0, source.tokens.len(), 0).map_err(located)?;
        let tail = (items.last().map_or(0, |i| i.end), source.text.len());
        let unit = self.units.len();
        self.units.push(Unit {
            path: path.to_path_buf(),
            source,
            edits: Vec::new(),
        });
        let module = self.modules.len();
        self.modules.push(Module {
            parent,
            unit,
            items: Vec::new(),
            tail,
            binary,
        });
        let ids = self.add_items(unit, items, module, None, dir)?;
        self.modules[module].items = ids;
        Ok(module)
    }

    pub(super) fn add_items(
        &mut self,
        unit: usize,
        items: Vec<Item>,
        scope: ModId,
        container: Option<NodeId>,
        dir: &Path,
    ) -> Result<Vec<NodeId>, String> {
        let mut ids = Vec::new();
        for item in items {
            let id = self.nodes.len();
            let leaves = if item.kind == ItemKind::Use {
                use_leaves(&self.units[unit].source, item.keyword + 1, item.last - 1)
            } else {
                Vec::new()
            };
            self.nodes.push(Node {
                unit,
                kind: item.kind,
                name: item.name.clone(),
                lead: item.lead,
                start: item.start,
                end: item.end,
                first: item.first,
                keyword: item.keyword,
                last: item.last,
                test_only: item.test_only,
                body: item.body,
                children: Vec::new(),
                scope,
                container,
                module: None,
                leaves,
            });
            ids.push(id);
            let binary = self.modules[scope].binary;
            match item.kind {
                ItemKind::Mod if !item.test_only => {
                    let name = item.name.clone().unwrap_or_default();
                    let child_dir = dir.join(&name);
                    let module = match item.body {
                        Some((open, close)) => {
                            let source = &self.units[unit].source;
                            let tail_start = item
                                .children
                                .last()
                                .map_or(source.tokens[open].end, |c| c.end);
                            let tail = (tail_start, source.tokens[close].start);
                            let module = self.modules.len();
                            self.modules.push(Module {
                                parent: Some(scope),
                                unit,
                                items: Vec::new(),
                                tail,
                                binary,
                            });
                            let children =
                                self.add_items(unit, item.children, module, None, &child_dir)?;
                            self.modules[module].items = children;
                            module
                        }
                        None => {
                            let flat = dir.join(format!("{name}.rs"));
                            let file = if flat.exists() {
                                flat
                            } else {
                                child_dir.join("mod.rs")
                            };
                            self.load_file(&file, &child_dir, Some(scope), binary)?
                        }
                    };
                    self.nodes[id].module = Some(module);
                }
                ItemKind::Impl | ItemKind::Trait | ItemKind::ExternBlock => {
                    let children = self.add_items(unit, item.children, scope, Some(id), dir)?;
                    self.nodes[id].children = children;
                }
                _ => {}
            }
        }
        Ok(ids)
    }

    pub(super) fn source(&self, node: NodeId) -> &Source {
        &self.units[self.nodes[node].unit].source
    }

    /// The crate root that `crate::` means in `module`.
    pub(super) fn crate_of(&self, mut module: ModId) -> ModId {
        while let Some(parent) = self.modules[module].parent {
            module = parent;
        }
        module
    }

    /// Whether an impl names a trait: `impl … Trait for Type`.
    pub(super) fn is_trait_impl(&self, node: NodeId) -> bool {
        let (from, to) = self.impl_header(node);
        let source = self.source(node);
        (from..to).any(|i| source.is(i, "for") && !source.is(i + 1, "<"))
    }

    /// The tokens of an impl's header after its generics, up to `where` or its body.
    pub(super) fn impl_header(&self, node: NodeId) -> (usize, usize) {
        let n = &self.nodes[node];
        let source = self.source(node);
        let mut from = n.keyword + 1;
        if source.is(from, "<") {
            from = skip_angles(source, from);
        }
        let body = n.body.map_or(n.last, |b| b.0);
        let to = (from..body)
            .find(|&i| source.is(i, "where"))
            .unwrap_or(body);
        (from, to)
    }

    /// The items and modules named `name` in `module`: its own, those it imports, and
    /// those of the modules it glob-imports.
    pub(super) fn lookup(
        &self,
        module: ModId,
        name: &str,
        depth: usize,
        members: &mut Vec<String>,
    ) -> Vec<Target> {
        let mut found = Vec::new();
        if depth > 24 {
            return found;
        }
        for &n in &self.modules[module].items {
            let node = &self.nodes[n];
            if node.test_only {
                continue;
            }
            if node.kind == ItemKind::ExternBlock {
                // An `extern` block's functions and statics are names of its module.
                let named = |&&c: &&NodeId| self.nodes[c].name.as_deref() == Some(name);
                found.extend(node.children.iter().filter(named).map(|&c| Target::Node(c)));
            }
            if node.name.as_deref() == Some(name) {
                match node.kind {
                    ItemKind::Mod => found.extend(node.module.map(Target::Module)),
                    ItemKind::Use
                    | ItemKind::Impl
                    | ItemKind::MacroCall
                    | ItemKind::InnerAttr
                    | ItemKind::ExternBlock
                    | ItemKind::Other => {}
                    _ => found.push(Target::Node(n)),
                }
            }
            if node.kind != ItemKind::Use {
                continue;
            }
            for leaf in &node.leaves {
                match &leaf.binding {
                    Binding::Name(bound) if bound == name => {
                        if let Some(targets) = self.resolve(module, &leaf.path, depth + 1, members)
                        {
                            found.extend(targets);
                        }
                    }
                    Binding::Glob => {
                        let bases = self.resolve(module, &leaf.path, depth + 1, members);
                        for base in bases.unwrap_or_default() {
                            match base {
                                Target::Module(m) => {
                                    found.extend(self.lookup(m, name, depth + 1, members))
                                }
                                // The variants of a glob-imported enum: any capitalised name.
                                Target::Node(e) => {
                                    if name.starts_with(|c: char| c.is_ascii_uppercase()) {
                                        found.push(Target::Node(e));
                                    }
                                }
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        found.dedup();
        found
    }

    /// What `path` names from `scope`: `None` when it leads out of the program (to std,
    /// to a local, to a generic parameter); else the items and modules it ends at. A path
    /// that goes on past a type or trait names one of its members: the type is the target,
    /// and the member's name goes to `members`. A path this reader cannot follow inside the
    /// library ends at every item of the name where it stopped.
    pub(super) fn resolve(
        &self,
        scope: ModId,
        path: &[String],
        depth: usize,
        members: &mut Vec<String>,
    ) -> Option<Vec<Target>> {
        let first = path.first()?;
        if depth > 24 {
            return Some(Vec::new());
        }
        let mut rest = 1;
        let mut current = match first.as_str() {
            "::" | "std" | "core" | "alloc" => return None,
            "crate" => vec![Target::Module(self.crate_of(scope))],
            "grundy" if self.modules[scope].binary => vec![Target::Module(self.library)],
            "self" => vec![Target::Module(scope)],
            "super" => {
                let mut module = scope;
                rest = 0;
                while path.get(rest).is_some_and(|s| s == "super") {
                    module = self.modules[module].parent?;
                    rest += 1;
                }
                vec![Target::Module(module)]
            }
            "Self" => {
                members.extend(path.get(1).cloned());
                return Some(Vec::new());
            }
            name => {
                let found = self.lookup(scope, name, depth + 1, members);
                if found.is_empty() {
                    return None;
                }
                found
            }
        };
        let mut finished = Vec::new();
        for segment in &path[rest..] {
            let mut next = Vec::new();
            let mut failed = false;
            for target in current {
                match target {
                    Target::Module(m) => {
                        let found = self.lookup(m, segment, depth + 1, members);
                        failed |= found.is_empty();
                        next.extend(found);
                    }
                    Target::Node(n) => {
                        finished.push(Target::Node(n));
                        members.push(segment.clone());
                    }
                }
            }
            if next.is_empty() && failed {
                next = self.everywhere(segment);
            }
            current = next;
        }
        finished.extend(current);
        finished.dedup();
        Some(finished)
    }

    /// Every module-level item and module named `name`.
    pub(super) fn everywhere(&self, name: &str) -> Vec<Target> {
        let mut found = Vec::new();
        for (n, node) in self.nodes.iter().enumerate() {
            if node.test_only || node.container.is_some() || node.name.as_deref() != Some(name) {
                continue;
            }
            match node.kind {
                ItemKind::Mod => found.extend(node.module.map(Target::Module)),
                ItemKind::Use | ItemKind::Impl => {}
                _ => found.push(Target::Node(n)),
            }
        }
        found
    }

    /// What the tokens `from..to` of `unit` refer to, seen from `scope`.
    pub(super) fn scan(&self, scope: ModId, unit: usize, from: usize, to: usize, refs: &mut Refs) {
        let source = &self.units[unit].source;
        let mut at = from;
        while at < to {
            match source.tokens[at].kind {
                Kind::Str => {
                    for name in format_names(source.str(at)) {
                        self.refer(scope, &[name], refs);
                    }
                    at += 1;
                }
                Kind::Ident => {
                    let name = source.ident(at).unwrap_or_default();
                    if at > 0 && (source.is(at - 1, ".") || source.is(at - 1, "::")) {
                        // A method call `.name(…)` names only the methods that take as
                        // many arguments; anything else names every member so called.
                        let call = source.is(at - 1, ".").then(|| call_arity(source, at + 1));
                        refs.members.push(match call.flatten() {
                            Some(arity) => format!("{name}/{arity}"),
                            None => name.to_string(),
                        });
                        at += 1;
                        continue;
                    }
                    if name == "use" && source.str(at) == "use" {
                        let end = (at..to).find(|&i| source.is(i, ";")).unwrap_or(to);
                        for leaf in use_leaves(source, at + 1, end) {
                            if leaf.binding == Binding::Glob {
                                let bases = self.resolve(scope, &leaf.path, 0, &mut refs.members);
                                for base in bases.unwrap_or_default() {
                                    if let Target::Module(m) = base {
                                        refs.globs.push(m);
                                    }
                                }
                            } else {
                                self.refer(scope, &leaf.path, refs);
                            }
                        }
                        at = end + 1;
                        continue;
                    }
                    if is_keyword(name) {
                        at += 1;
                        continue;
                    }
                    let mut path = vec![name.to_string()];
                    let mut next = at + 1;
                    while source.is(next, "::") {
                        if let Some(segment) = source.ident(next + 1) {
                            path.push(segment.to_string());
                            next += 2;
                        } else if source.is(next + 1, "<") {
                            next = skip_angles(source, next + 1);
                        } else {
                            break;
                        }
                    }
                    let bang = source.is(next, "!") && source.kind(next + 1) == Some(Kind::Open);
                    if bang {
                        refs.macros.extend(path.last().cloned());
                        if path.len() > 1 {
                            self.refer(scope, &path, refs);
                        }
                        at = next + 1;
                    } else {
                        self.refer(scope, &path, refs);
                        at = next;
                    }
                }
                _ => at += 1,
            }
        }
    }

    pub(super) fn refer(&self, scope: ModId, path: &[String], refs: &mut Refs) {
        match self.resolve(scope, path, 0, &mut refs.members) {
            Some(targets) => refs.targets.extend(targets),
            None if path.len() == 1 => {
                for &glob in &refs.globs {
                    let found = self.lookup(glob, &path[0], 0, &mut refs.members);
                    refs.targets.extend(found);
                }
            }
            None => {}
        }
    }
}

/// The number of comma-separated arguments or parameters between the `(` at token `open`
/// and its `)` at `close` (a trailing comma adds none). Commas between angle brackets do not
/// count: in a signature (`types`) every `<` opens a list of generic arguments, in a call
/// only one after `::`; nor do those between a closure's `|`s (a `|` that starts an
/// argument).
pub(super) fn arguments(source: &Source, open: usize, close: usize, types: bool) -> usize {
    if close == open + 1 {
        return 0;
    }
    let mut count = 1;
    let mut at = open + 1;
    while at < close {
        match source.str(at) {
            _ if source.kind(at) == Some(Kind::Open) => at = source.tokens[at].partner + 1,
            "<" if types || source.is(at - 1, "::") => at = skip_angles(source, at),
            "|" if matches!(source.str(at - 1), "(" | "," | "move") => {
                let second = (at + 1..close).find(|&i| source.is(i, "|"));
                at = second.map_or(close, |i| i + 1);
            }
            "," => {
                count += usize::from(at + 1 < close);
                at += 1;
            }
            _ => at += 1,
        }
    }
    count
}

/// For a method name at token `after - 1`, followed at `after` by its call: the number of
/// arguments when the call is `(…)` or `::<…>(…)`; None when what follows is not a call.
pub(super) fn call_arity(source: &Source, mut after: usize) -> Option<usize> {
    if source.is(after, "::") && source.is(after + 1, "<") {
        after = skip_angles(source, after + 1);
    }
    source
        .is(after, "(")
        .then(|| arguments(source, after, source.tokens[after].partner, false))
}

/// The leaves of the `use` tree in tokens `from..to` (after `use`, before `;`).
pub(super) fn use_leaves(source: &Source, from: usize, to: usize) -> Vec<Leaf> {
    let mut leaves = Vec::new();
    let mut prefix = Vec::new();
    if source.is(from, "::") {
        prefix.push(String::new());
        tree(source, from + 1, to, prefix, &mut leaves);
    } else {
        prefix.clear();
        tree(source, from, to, prefix, &mut leaves);
    }
    leaves
}

/// Reads one use tree at `at` (not past `to`), with the path `prefix` before it; returns
/// where it ends.
pub(super) fn tree(
    source: &Source,
    mut at: usize,
    to: usize,
    mut prefix: Vec<String>,
    out: &mut Vec<Leaf>,
) -> usize {
    loop {
        if at >= to {
            return at;
        }
        if source.is(at, "{") {
            let close = source.tokens[at].partner;
            let mut inner = at + 1;
            while inner < close {
                inner = tree(source, inner, close, prefix.clone(), out);
                if source.is(inner, ",") {
                    inner += 1;
                } else if inner < close {
                    inner += 1; // something this reader does not know: skip it
                }
            }
            return close + 1;
        }
        if source.is(at, "*") {
            let mut shown = prefix.clone();
            shown.push("*".into());
            let path = prefix.into_iter().filter(|s| !s.is_empty()).collect();
            let path = with_global(path, &shown);
            out.push(Leaf {
                path,
                shown,
                rename: None,
                binding: Binding::Glob,
            });
            return at + 1;
        }
        let Some(plain) = source.ident(at).map(str::to_string) else {
            return at + 1;
        };
        let written = source.str(at).to_string();
        at += 1;
        if source.is(at, "::") {
            prefix.push(written);
            at += 1;
            continue;
        }
        let mut shown = prefix.clone();
        shown.push(written.clone());
        let mut path: Vec<String> = prefix.clone();
        if plain != "self" {
            path.push(plain.clone());
        }
        let mut rename = None;
        let binding = if source.is(at, "as") {
            let alias = source.ident(at + 1).unwrap_or("_").to_string();
            at += 2;
            rename = Some(alias.clone());
            if alias == "_" {
                Binding::Hidden
            } else {
                Binding::Name(alias)
            }
        } else if plain == "self" {
            Binding::Name(path.last().cloned().unwrap_or_default())
        } else {
            Binding::Name(plain)
        };
        let path = path.into_iter().filter(|s| !s.is_empty()).collect();
        let path = with_global(path, &shown);
        out.push(Leaf {
            path,
            shown,
            rename,
            binding,
        });
        return at;
    }
}

/// A global path (`::a::b`, shown with an empty first segment) resolves from `::`.
pub(super) fn with_global(mut path: Vec<String>, shown: &[String]) -> Vec<String> {
    if shown.first().is_some_and(|s| s.is_empty()) {
        path.insert(0, "::".into());
    }
    path
}

/// The index past the `>` that closes the `<` at `at`.
pub(super) fn skip_angles(source: &Source, at: usize) -> usize {
    let mut depth = 0usize;
    let mut i = at;
    while let Some(token) = source.tokens.get(i) {
        match token.kind {
            Kind::Open => {
                if source.is(i, "{") {
                    return i;
                }
                i = token.partner + 1;
                continue;
            }
            Kind::Close => return i,
            Kind::Punct if source.is(i, "<") => depth += 1,
            Kind::Punct if source.is(i, ">") => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            Kind::Punct if source.is(i, ";") => return i,
            _ => {}
        }
        i += 1;
    }
    i
}

/// The names a format string may capture: `x` in `"{x}"`, `"{x:?}"`, `"{x:>width$}"`.
pub(super) fn format_names(literal: &str) -> Vec<String> {
    let bytes = literal.as_bytes();
    let mut names = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'{' {
            if bytes.get(at + 1) == Some(&b'{') {
                at += 2;
                continue;
            }
            let start = at + 1;
            let mut end = start;
            while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
                end += 1;
            }
            let word = &literal[start..end];
            if end > start && !bytes[start].is_ascii_digit() {
                names.push(word.to_string());
            }
            // `width$` and `.prec$` name arguments too.
        } else if bytes[at] == b'$' {
            let mut start = at;
            while start > 0
                && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_')
            {
                start -= 1;
            }
            if start < at && !bytes[start].is_ascii_digit() {
                names.push(literal[start..at].to_string());
            }
        }
        at += 1;
    }
    names
}
