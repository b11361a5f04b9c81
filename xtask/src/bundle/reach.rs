//! Which items the binary reaches: from its own items, through every name their code
//! resolves to, the members called on kept types, the impls whose types are kept, until
//! nothing new turns up.

use super::names::{arguments, skip_angles};
use super::{ModId, NodeId, Program, Refs, Target};
use crate::lexer::{ItemKind, Kind};
use std::collections::{BTreeMap, BTreeSet};

impl Program {
    /// The library items named by an impl's header (its self type and its trait), which
    /// must all be kept for the impl to be.
    pub(super) fn impl_requirements(&self, node: NodeId) -> Vec<NodeId> {
        let (from, to) = self.impl_header(node);
        let mut refs = Refs::default();
        let n = &self.nodes[node];
        self.scan(n.scope, n.unit, from, to, &mut refs);
        let mut required: Vec<NodeId> = refs
            .targets
            .into_iter()
            .filter_map(|t| match t {
                Target::Node(n) => Some(n),
                Target::Module(_) => None,
            })
            .collect();
        required.sort_unstable();
        required.dedup();
        required
    }

    /// For a method (a fn whose first parameter is `self`), how many arguments a call
    /// `x.name(…)` passes it; None for anything else.
    pub(super) fn method_arity(&self, node: NodeId) -> Option<usize> {
        let node = &self.nodes[node];
        if node.kind != ItemKind::Fn {
            return None;
        }
        let source = &self.units[node.unit].source;
        // The parameters' `(` follows the name and its generics, whose bounds may hold
        // parentheses of their own (`F: Fn(u8)`).
        let mut open = node.keyword + 2;
        if source.is(open, "<") {
            open = skip_angles(source, open);
        }
        if !source.is(open, "(") {
            return None;
        }
        let close = source.tokens[open].partner;
        let mut first = open + 1;
        while matches!(source.str(first), "&" | "mut") || source.kind(first) == Some(Kind::Lifetime)
        {
            first += 1;
        }
        if !source.is(first, "self") {
            return None;
        }
        Some(arguments(source, open, close, true) - 1)
    }

    /// The module whose code alone may name an item (by its visibility: a private item,
    /// its own module's; `pub(super)`, its parent's), or `None` for anywhere.
    pub(super) fn seen_from(&self, node: NodeId) -> Option<ModId> {
        let n = &self.nodes[node];
        let source = self.source(node);
        let Some(public) = (n.first..n.keyword).find(|&i| source.is(i, "pub")) else {
            return Some(n.scope);
        };
        if !source.is(public + 1, "(") {
            return None;
        }
        match source.str(public + 2) {
            "self" => Some(n.scope),
            "super" => self.modules[n.scope].parent,
            _ => None,
        }
    }

    /// Whether `module` is `ancestor` or inside it.
    pub(super) fn within(&self, mut module: ModId, ancestor: ModId) -> bool {
        loop {
            if module == ancestor {
                return true;
            }
            match self.modules[module].parent {
                Some(parent) => module = parent,
                None => return false,
            }
        }
    }

    /// Whether an item counts toward keeping its module: anything but what comes along
    /// with a module that is kept anyway.
    pub(super) fn is_anchor(&self, node: NodeId) -> bool {
        let n = &self.nodes[node];
        matches!(
            n.kind,
            ItemKind::InnerAttr | ItemKind::MacroCall | ItemKind::ExternBlock | ItemKind::Other
        ) || (n.kind == ItemKind::Const && n.name.as_deref() == Some("_"))
    }

    /// Whether a module holds anything kept.
    pub(super) fn live(&self, module: ModId, kept: &[bool]) -> bool {
        self.modules[module].items.iter().any(|&n| {
            let node = &self.nodes[n];
            match node.kind {
                ItemKind::Mod => node.module.is_some_and(|m| self.live(m, kept)),
                _ => kept[n] && !self.is_anchor(n),
            }
        })
    }

    /// Which items the binary reaches (all of its own among them).
    pub(super) fn reach(&self) -> Vec<bool> {
        let mut reach = Reach {
            kept: vec![false; self.nodes.len()],
            work: Vec::new(),
            members: BTreeMap::new(),
            macros: BTreeSet::new(),
        };
        for (n, node) in self.nodes.iter().enumerate() {
            if self.modules[node.scope].binary && !node.test_only && node.kind != ItemKind::Use {
                reach.mark(self, n);
            }
        }
        let requirements: Vec<Option<(Vec<NodeId>, bool)>> = (0..self.nodes.len())
            .map(|n| {
                (self.nodes[n].kind == ItemKind::Impl && !self.nodes[n].test_only)
                    .then(|| (self.impl_requirements(n), self.is_trait_impl(n)))
            })
            .collect();
        loop {
            while let Some(n) = reach.work.pop() {
                let node = &self.nodes[n];
                let mut refs = Refs::default();
                match node.kind {
                    ItemKind::Impl | ItemKind::Trait | ItemKind::ExternBlock => {
                        let open = node.body.map_or(node.last, |b| b.0);
                        self.scan(node.scope, node.unit, node.first, open, &mut refs);
                    }
                    ItemKind::Mod | ItemKind::Use => {}
                    _ => self.scan(node.scope, node.unit, node.first, node.last, &mut refs),
                }
                if node.kind == ItemKind::Trait {
                    for &child in &node.children {
                        reach.mark(self, child);
                    }
                }
                for target in refs.targets {
                    if let Target::Node(t) = target {
                        reach.mark(self, t);
                    }
                }
                for member in refs.members {
                    reach.members.entry(member).or_default().insert(node.scope);
                }
                reach.macros.extend(refs.macros);
            }
            for (n, requirement) in requirements.iter().enumerate() {
                let node = &self.nodes[n];
                if node.test_only {
                    continue;
                }
                match node.kind {
                    ItemKind::Impl => {
                        let (required, trait_impl) =
                            requirement.as_ref().expect("computed for every impl");
                        if !required.iter().all(|&r| reach.kept[r]) {
                            continue;
                        }
                        if *trait_impl {
                            reach.mark(self, n);
                        }
                        for &child in &node.children {
                            let named = self.nodes[child].name.as_ref().is_some_and(|name| {
                                let called =
                                    self.method_arity(child).map(|k| format!("{name}/{k}"));
                                let by_name = reach.members.get(name);
                                let by_call = called.and_then(|key| reach.members.get(&key));
                                let seen = self.seen_from(child);
                                by_name
                                    .into_iter()
                                    .chain(by_call)
                                    .flatten()
                                    .any(|&user| seen.map_or(true, |m| self.within(user, m)))
                            });
                            if *trait_impl || named {
                                reach.mark(self, child);
                            }
                        }
                    }
                    ItemKind::Trait if !reach.kept[n] => {
                        // A trait's method called `.name(…)` with any number of arguments,
                        // in code that can see the trait (a private trait's, its module's).
                        let seen = self.seen_from(n);
                        let sees = |users: &BTreeSet<ModId>| {
                            users
                                .iter()
                                .any(|&user| seen.map_or(true, |m| self.within(user, m)))
                        };
                        let used = node.children.iter().any(|&c| {
                            self.nodes[c].name.as_ref().is_some_and(|name| {
                                let calls = format!("{name}/");
                                reach.members.get(name).is_some_and(sees)
                                    || reach
                                        .members
                                        .range(calls.clone()..)
                                        .take_while(|(key, _)| key.starts_with(&calls))
                                        .any(|(_, users)| sees(users))
                            })
                        });
                        if used {
                            reach.mark(self, n);
                        }
                    }
                    ItemKind::MacroRules
                        if node.name.as_ref().is_some_and(|m| reach.macros.contains(m)) =>
                    {
                        reach.mark(self, n);
                    }
                    _ if self.is_anchor(n)
                        && node.container.is_none()
                        && !reach.kept[n]
                        && self.live(node.scope, &reach.kept) =>
                    {
                        reach.mark(self, n);
                    }
                    _ => {}
                }
            }
            if reach.work.is_empty() {
                return reach.kept;
            }
        }
    }
}

/// The work list of `Program::reach`.
struct Reach {
    kept: Vec<bool>,
    work: Vec<NodeId>,
    /// The names after a `.` or a `::` in the kept code, with the modules whose code
    /// they are in.
    members: BTreeMap<String, BTreeSet<ModId>>,
    macros: BTreeSet<String>,
}

impl Reach {
    fn mark(&mut self, program: &Program, node: NodeId) {
        if self.kept[node] || program.nodes[node].test_only {
            return;
        }
        self.kept[node] = true;
        self.work.push(node);
        if let Some(container) = program.nodes[node].container {
            self.mark(program, container);
        }
    }
}
