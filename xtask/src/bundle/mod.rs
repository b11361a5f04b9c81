//! `cargo xtask bundle BINARY [-o FILE]`: one self-contained Rust file for a judge.
//! `cargo xtask bundle --sizes [--write]`: the size of every binary's bundle, as a markdown
//! table (`--write` puts it into docs/submitting.md).
//! `cargo xtask bundle --judges [--write]`: each judge problem, its binary and the command
//! that writes its file (`--write` puts it into README.md's judges section).
//!
//! The binary's source comes first, with `grundy::` paths rewritten to `crate::`; then the
//! library items it reaches, inside their modules, nested as in src/ so that every path
//! still resolves. What it reaches is found item by item (lexer.rs cuts every file into
//! items; `names.rs` loads them and resolves names, `reach.rs` follows them, `emit.rs`
//! writes the file): every name in the binary's code is resolved to the library item that
//! defines it (through `use` imports and re-exports, `crate::`, `self::` and `super::`
//! paths, and the module's own items), and so on through the bodies of the items reached
//! until nothing new turns up. Members are matched by name, not by type: a method,
//! associated constant or type of an inherent impl is kept when its self type is kept and
//! its name follows a `.` or a `::` in kept code that may call it (for a private one, its
//! own module's code), and a method called as `x.name(…)` only by a method of that many
//! arguments (so `out.u64(v)` does not keep the scanner's `u64()`); a trait impl is kept
//! whole when the types and traits it names are kept; a trait is kept whole when it is
//! named, or when one of its items' names is used. Where a path cannot be followed, every
//! item of its name is kept: in doubt, an item stays. Modules left empty are dropped, and
//! so are the imports of `use` items that bring in nothing kept.
//!
//! Code for the tests, and under a Cargo feature the file is not made with, is left out
//! before anything is read (`cfg.rs`), and so are `#[test]` items. A file is made with one
//! of two readers (`Reader`): the lean file, made with the feature `lean`, keeps the
//! repository's comments and indentation but for the input machinery's comments; the fast
//! file drops whole-line comments, blank lines, indentation and `debug_assert!` statements
//! (which check nothing in a judge's `-O` build), to keep within the judges' size limits.
//! Conditions on the target stay for the judge's compiler to decide, so a file compiles on
//! every target, without a warning, as edition 2018, 2021 and 2024 (edition.rs).
//!
//! `bundle_entry` bundles the same way from given code instead of a binary's file: leetcode.rs
//! starts from LeetCode's `impl Solution` method.
//!
//! The library names other modules through `crate::` paths only; `check_paths` (code.rs)
//! enforces that, and the tests compile every bundle with a bare rustc under every edition
//! and run it on the binary's samples.

mod cfg;
mod code;
mod emit;
mod names;
mod reach;
#[cfg(test)]
mod tests;

use crate::cargo::{binaries, crate_root};
use crate::cli::Options;
use crate::edition::{self, Edit};
use crate::judges;
use crate::lexer::{ItemKind, Source};
use crate::markers;
use std::fs;
use std::path::{Path, PathBuf};

/// The most bytes of code a judge takes in one file: Luogu's 50,000 is the strictest, and
/// SPOJ's problems state the same 50,000 bytes (its default source limit, on each problem's
/// page); the others take 64 KiB (and so does a file run locally, for a judge that takes no
/// Rust).
fn code_limit(site: &str) -> usize {
    match site {
        "Luogu" | "SPOJ" => 50_000,
        _ => 65_536,
    }
}

/// What `binary`'s bundle keeps within: the strictest limit of the judges that pose it.
pub fn size_limit(binary: &str) -> usize {
    let limits = judges::of(binary).map(|j| code_limit(j.judge.site));
    limits.min().unwrap_or(code_limit(""))
}

/// Where `--judges --write` puts the judges' table.
pub const README: &str = "README.md";

/// The page whose judge rows `--judges --write` writes from the specs.
const PROBLEMS_PAGE: &str = "docs/problems.md";

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(
        args,
        &["output", "sizes!", "write!", "judges!", "lean!", "fast!"],
    )?;
    let root = crate_root();
    if let Some(done) = sizes_command(&options, &root, "bundles", sizes_table) {
        return done;
    }
    if options.switch("judges") {
        let table = judges::readme_table();
        if options.switch("write") {
            let path = root.join(PROBLEMS_PAGE);
            let page = fs::read_to_string(&path).map_err(|e| format!("{PROBLEMS_PAGE}: {e}"))?;
            fs::write(&path, judges::problems_page(&page))
                .map_err(|e| format!("{PROBLEMS_PAGE}: {e}"))?;
            return markers::replace(&root, README, "judges", &table);
        }
        println!("{table}");
        return Ok(());
    }
    let [name] = options.positional.as_slice() else {
        return Err(
            "bundle takes one BINARY (a file stem in src/bin, or a judge's id), or --sizes".into(),
        );
    };
    let binary = crate::cargo::known_binary(name)?;
    let reader = match (options.switch("lean"), options.switch("fast")) {
        (true, true) => return Err("bundle takes --lean or --fast, not both".into()),
        (true, false) => Reader::Lean,
        (false, true) => Reader::Fast,
        (false, false) => Reader::default_for(&binary),
    };
    let text = bundle(&root, &binary, reader)?;
    let judges: Vec<_> = judges::of(&binary).collect();
    if !judges.is_empty() && judges.iter().all(|j| !j.judge.takes_rust()) {
        let mut sites: Vec<&str> = judges.iter().map(|j| j.judge.site).collect();
        sites.dedup();
        let take = if sites.len() > 1 { "take" } else { "takes" };
        eprintln!(
            "xtask: note: {} {take} no Rust: run this file beside your own solution there \
             (cargo xtask check {name} -- ./a.out; cargo xtask stress {name} --against ./a.out)",
            sites.join(" and ")
        );
    }
    let limit = size_limit(&binary);
    if text.len() > limit {
        eprintln!(
            "xtask: warning: the bundle is {} bytes, over the {limit} bytes its judge accepts",
            text.len()
        );
    }
    options.write_output(&text)
}

/// The input reader a bundle carries.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reader {
    /// src/io/lean.rs, a few hundred plain lines; the file keeps the repository's comments
    /// (the model's proof) and indentation.
    Lean,
    /// The binaries' own reader (SIMD digits and batches, every error placed), without
    /// comments, blank lines and indentation, to keep within the judges' size limits.
    Fast,
}

impl Reader {
    /// The reader of `binary`'s judge file: the fast one where a judge that takes Rust
    /// states inputs of a million cases or more (Niuke's BISHI35 and BISHI36, T ≤ 2·10^6:
    /// there reading is the time), else the lean one. (A count of `u64::MAX` is a judge's
    /// limit left unstated.)
    pub fn default_for(binary: &str) -> Reader {
        let limits = crate::problems::find(binary)
            .ok()
            .and_then(|p| p.sizes().judge_limits);
        let millions = limits.is_some_and(|l| (1_000_000..u64::MAX).contains(&l.cases));
        let rust = judges::of(binary).any(|j| j.judge.takes_rust());
        match millions && rust {
            true => Reader::Fast,
            false => Reader::Lean,
        }
    }

    /// The reader's name, as `bundle`'s option spells it.
    pub fn name(self) -> &'static str {
        match self {
            Reader::Lean => "lean",
            Reader::Fast => "fast",
        }
    }

    /// The other reader.
    pub fn other(self) -> Reader {
        match self {
            Reader::Lean => Reader::Fast,
            Reader::Fast => Reader::Lean,
        }
    }

    /// The Cargo features the library is read with.
    fn features(self) -> &'static [&'static str] {
        match self {
            Reader::Lean => &["lean"],
            Reader::Fast => &[],
        }
    }

    /// How a piece of the file is written out: in a lean file as in the repository (but
    /// for the comments of the input machinery, `emit::is_machinery`), in a fast one
    /// stripped (`emit::strip`).
    fn shown(self, text: &str) -> String {
        match self {
            Reader::Lean => text.to_string(),
            Reader::Fast => emit::strip(text),
        }
    }
}

/// `--sizes [--write]` of a command that makes files (`bundle`, `leetcode`): prints the
/// table `sizes` makes, or with `--write` puts it into docs/submitting.md between the
/// markers of `name`; `None` without `--sizes`.
pub fn sizes_command(
    options: &Options,
    root: &Path,
    name: &str,
    sizes: impl FnOnce(&Path) -> Result<String, String>,
) -> Option<Result<(), String>> {
    if !options.switch("sizes") {
        return None;
    }
    Some(sizes(root).and_then(|table| {
        if options.switch("write") {
            markers::replace(root, "docs/submitting.md", name, &table)
        } else {
            println!("{table}");
            Ok(())
        }
    }))
}

/// The markdown table of every bundle's size, lean and fast, in two halves side by side;
/// the size of the file `bundle` writes by default in bold.
fn sizes_table(root: &Path) -> Result<String, String> {
    let mut cells = Vec::new();
    let (mut lean_sizes, mut largest_fast) = (Vec::new(), 0);
    for binary in binaries(root)? {
        let mut sizes = Vec::new();
        for reader in [Reader::Lean, Reader::Fast] {
            let size = bundle(root, &binary, reader)?.len();
            let over = if size > size_limit(&binary) {
                " (over)"
            } else {
                ""
            };
            sizes.push(match reader == Reader::default_for(&binary) {
                true => format!("**{size}**{over}"),
                false => format!("{size}{over}"),
            });
            match reader {
                Reader::Lean => lean_sizes.push(size),
                Reader::Fast => largest_fast = largest_fast.max(size),
            }
        }
        cells.push(format!("`{binary}` | {} | {}", sizes[0], sizes[1]));
    }
    let half = (cells.len() + 1) / 2;
    let mut rows = vec![
        "| binary | lean | fast | binary | lean | fast |".to_string(),
        "|---|---:|---:|---|---:|---:|".to_string(),
    ];
    for i in 0..half {
        let right = cells.get(i + half).map_or(" | | ", String::as_str);
        rows.push(format!("| {} | {right} |", cells[i]));
    }
    rows.push(String::new());
    lean_sizes.sort_unstable();
    let over = lean_sizes.iter().filter(|&&size| size > 20_000).count();
    rows.push(format!(
        "{} binaries; lean files of {} bytes at the median and {} at most ({over} over \
         20,000), fast files of {} at most (the judges' limit: {} bytes for Luogu's \
         and SPOJ's problems, {} for the others).",
        cells.len(),
        lean_sizes[lean_sizes.len() / 2],
        lean_sizes.last().copied().unwrap_or(0),
        largest_fast,
        code_limit("Luogu"),
        code_limit(""),
    ));
    Ok(rows.join("\n"))
}

/// The bundle of `binary`, with `reader`, as one Rust source file.
pub fn bundle(root: &Path, binary: &str, reader: Reader) -> Result<String, String> {
    let path = root.join("src/bin").join(format!("{binary}.rs"));
    bundle_entry(root, &path, read(&path)?, header(binary, reader), reader)
}

/// The bundle's first lines: the judge problems it solves, where it comes from, and what
/// compiles it (the oldest rustc and the editions the tests compile it with).
fn header(binary: &str, reader: Reader) -> String {
    let solved: Vec<String> = judges::of(binary).map(|j| j.judge.full()).collect();
    let solves = match solved.is_empty() {
        true => String::new(),
        false => format!("{} — ", solved.join(" / ")),
    };
    let option = match (reader, Reader::default_for(binary)) {
        (Reader::Lean, Reader::Fast) => " --lean",
        (Reader::Fast, Reader::Lean) => " --fast",
        _ => "",
    };
    format!(
        "// {solves}grundy's {binary}: cargo xtask bundle {binary}{option}\n\
         // rustc -O compiles it alone: {OLDEST_RUSTC}+ as edition 2018 or 2021, 1.85+ as \
         2024.\n\n"
    )
}

/// The oldest rustc the tests compile the bundles with (Debian's, where it is installed).
pub const OLDEST_RUSTC: &str = "1.63";

/// `entry`, Rust code that names library items by `grundy::` paths as a binary does, then
/// the library items it reaches, after `header`: the bundle of a file that is not in
/// src/bin (`path` names it in errors). Every item of `entry` is kept.
pub fn bundle_entry(
    root: &Path,
    path: &Path,
    entry: String,
    header: String,
    reader: Reader,
) -> Result<String, String> {
    let program = Program::load(root, path, entry, reader)?;
    let kept = program.reach();
    program.emit(header, &kept)
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

type NodeId = usize;
type ModId = usize;

/// A source file: the binary's, or a library module's.
struct Unit {
    path: PathBuf,
    source: Source,
    edits: Vec<Edit>,
}

/// An item of some file, in an arena.
struct Node {
    unit: usize,
    kind: ItemKind,
    name: Option<String>,
    lead: usize,
    start: usize,
    end: usize,
    first: usize,
    keyword: usize,
    last: usize,
    test_only: bool,
    body: Option<(usize, usize)>,
    children: Vec<NodeId>,
    /// The module whose names its code sees.
    scope: ModId,
    /// The impl, trait or extern block it is an item of.
    container: Option<NodeId>,
    /// For a `mod` item, the module it declares (none for a test module).
    module: Option<ModId>,
    /// For a `use` item, what it imports.
    leaves: Vec<Leaf>,
}

/// One path a `use` item imports.
#[derive(Clone, Debug, PartialEq)]
struct Leaf {
    /// The path to resolve (`a::b` for `a::b::{self}`); `::` first for a global path.
    path: Vec<String>,
    /// The path as written (`a::b::self`, `a::*`).
    shown: Vec<String>,
    rename: Option<String>,
    binding: Binding,
}

#[derive(Clone, Debug, PartialEq)]
enum Binding {
    Name(String),
    Glob,
    /// `as _`: a trait brought into scope under no name.
    Hidden,
}

struct Module {
    parent: Option<ModId>,
    unit: usize,
    items: Vec<NodeId>,
    /// The bytes after the last item: to the end of the file, or to the closing brace.
    tail: (usize, usize),
    binary: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Target {
    Module(ModId),
    Node(NodeId),
}

/// What a piece of code refers to.
#[derive(Default)]
struct Refs {
    targets: Vec<Target>,
    /// Names after a `.` or a `::` (methods, fields, associated items, variants).
    members: Vec<String>,
    /// Names of macros called.
    macros: Vec<String>,
    /// Modules glob-imported inside a body.
    globs: Vec<ModId>,
}

/// The binary and the library, as items.
struct Program {
    units: Vec<Unit>,
    nodes: Vec<Node>,
    modules: Vec<Module>,
    library: ModId,
    binary: ModId,
    reader: Reader,
    /// The library's folder, src/.
    src: PathBuf,
}
