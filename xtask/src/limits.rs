//! `cargo xtask bench --limits [BINARY…] [--runs N] [--write] [--check]`: every binary at the
//! largest input it admits, in its worst shape rather than a random one (the complete graph,
//! the move set without a short period, the longest numbers, the most cases, the whole work
//! budget), timed (median of N runs, 3 by default) with its peak memory, its exit status,
//! and whether it stays within 1 s and 256 MiB. With `--write` the table replaces the one
//! between the limits markers in README.md.
//!
//! With `--check` (one run each unless `--runs` says otherwise) every run is held to the
//! judges' 256 MiB of address space, and the command fails, naming each shape that fails,
//! when a binary aborts, panics or is killed, refuses what it admits (or answers what it
//! must refuse), writes more than one line on stderr with status 2 (or any with status 0),
//! or takes over CHECK_TIME_LIMIT: the contract's "never an abort under a memory cap" and
//! "1 s at the admitted maximum", with room for a noisy machine.
//!
//! A binary without a stated limit streams its input, so its worst shape is a long input:
//! about 10^7 numbers of 20 digits, which shows whether its memory stays flat. Inputs are
//! made by `cargo xtask gen` where it can make them and by the builders below where it
//! cannot (complete graphs, chains, a single long row), and kept in target/limits/ (delete
//! a file there after changing its builder). `table` gets argument lists at its bounds.

use crate::bench::{self, peak_memory, Run};
use crate::Options;
use grundy::rng::Rng;
use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::Path;

const START: &str = "<!-- limits:start -->";
const END: &str = "<!-- limits:end -->";

/// What every binary must stay within at its limits.
const TIME_LIMIT: f64 = 1.0;
const MEMORY_LIMIT_KIB: u64 = 256 * 1024;
/// After a run this long the row's verdict is plain: the other runs are skipped, so that a
/// shape far past its limit does not make the whole table take minutes.
const LONG_RUN: f64 = 2.0;
/// `--check`: the address space every run is held to (the judges' memory limit, which a
/// run must answer within or refuse in one line, never abort), and the wall time past which
/// a shape fails: three times the 1 s bound, for a shared machine's noise (the README table
/// has the real figures).
const CHECK_MEMORY_MIB: u64 = 256;
const CHECK_TIME_LIMIT: f64 = 3.0;

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args, &["limits!", "runs", "write!", "check!"])?;
    let check = options.switch("check");
    if check && options.switch("write") {
        return Err("--check holds the runs to 256 MiB; the table is written without it".into());
    }
    if check && !peak_memory::GUARDED {
        return Err("--check needs setrlimit(2), which only 64-bit Linux has here".into());
    }
    let runs = options.number("runs", if check { 1 } else { 3 })?.max(1) as usize;
    let memory_mib = if check {
        CHECK_MEMORY_MIB
    } else {
        peak_memory::MEMORY_GUARD_MIB
    };
    for binary in &options.positional {
        if !SHAPES.iter().any(|shape| shape.binary == binary) {
            return Err(format!("no limits for {binary:?}"));
        }
    }
    let chosen = |shape: &&Shape| {
        options.positional.is_empty() || options.positional.iter().any(|b| b == shape.binary)
    };
    let root = crate::bundle::crate_root();
    let target = bench::target_dir();
    bench::build(&root)?;
    let folder = target.join("limits");
    fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;

    let started = std::time::Instant::now();
    let mut table = vec![
        bench::machine(),
        String::new(),
        "| binary | shape | input | median wall | peak RSS | status | within 1 s / 256 MiB |"
            .to_string(),
        "|---|---|---:|---:|---:|---:|:---:|".to_string(),
    ];
    let mut failures = Vec::new();
    for shape in SHAPES.iter().filter(chosen) {
        let measured = measure(shape, &folder, &target, runs, memory_mib)?;
        println!("{}", measured.row);
        if let Some(failure) = measured.failure(shape).filter(|_| check) {
            failures.push(format!("{}, {}: {failure}", shape.binary, shape.what));
        }
        table.push(measured.row);
    }
    table.push(String::new());
    table.push(format!(
        "Median of {runs} runs (one when a run takes over {LONG_RUN} s), seed 1; status 2 is a \
         refusal that names the bound passed. Each run is held to {memory_mib} MiB of address \
         space and {} s of processor time, so that a runaway one stops (status 134 for the \
         memory guard, 152 for the processor's) before it takes the machine.",
        peak_memory::CPU_GUARD_SECONDS
    ));
    println!("{}", table[table.len() - 1]);
    if options.switch("write") {
        let readme = root.join("README.md");
        bench::write_readme(&readme, (START, END), &table.join("\n"))?;
        println!("README.md: limits table replaced");
    }
    println!("({:.0} s for the rows)", started.elapsed().as_secs_f64());
    if !failures.is_empty() {
        return Err(format!(
            "{} shapes fail under {CHECK_MEMORY_MIB} MiB of address space and {CHECK_TIME_LIMIT} s:\n  {}",
            failures.len(),
            failures.join("\n  ")
        ));
    }
    if check {
        println!(
            "every shape answered or refused as it should within {CHECK_MEMORY_MIB} MiB of \
             address space and {CHECK_TIME_LIMIT} s"
        );
    }
    Ok(())
}

/// One worst-case input of one binary.
struct Shape {
    binary: &'static str,
    /// The shape in a few words, for the table.
    what: &'static str,
    input: Input,
    /// Whether the binary must refuse it (status 2) rather than answer it (status 0).
    refused: bool,
}

/// A writer of an input, streamed: the measuring process must stay small (see
/// `bench::generate`).
type Builder = fn(&mut dyn Write) -> io::Result<()>;

enum Input {
    /// `cargo xtask gen BINARY` with these options, seed 1.
    Gen(&'static str),
    /// Written by a builder below, kept as target/limits/NAME.in.
    Built(&'static str, Builder),
    /// `table`'s arguments, no stdin.
    Arguments(fn() -> Vec<String>),
}

/// The gen options for the longest values: 20 digits, up to 2^64 − 1.
macro_rules! longest {
    ($options:literal) => {
        concat!(
            $options,
            " --min-digits 20 --digits 20 --max 18446744073709551615"
        )
    };
}

const fn answered(binary: &'static str, what: &'static str, input: Input) -> Shape {
    Shape {
        binary,
        what,
        input,
        refused: false,
    }
}

const fn refused(binary: &'static str, what: &'static str, input: Input) -> Shape {
    Shape {
        binary,
        what,
        input,
        refused: true,
    }
}

use Input::{Arguments, Built, Gen};

/// Every binary's worst shapes at its limits. `table` comes last: the measuring process holds
/// its argument lists while it spawns it, and Linux counts the spawning process's peak into
/// the program's, so every row after them would show at least that much.
const SHAPES: &[Shape] = &[
    answered("bishi34", "10^7 counts of 20 digits", Gen(longest!("--cases 10000000"))),
    answered("bishi35", "5·10^6 cases, n and m of 20 digits", Gen(longest!("--cases 5000000"))),
    answered("bishi36", "3.3·10^6 cases, n and l ≤ r of 20 digits", Gen(longest!("--cases 3333333"))),
    answered("nim", "10 games of 10^6 piles of 20 digits", Gen(longest!("--cases 10 --items 1000000"))),
    answered("misere-nim", "10 games of 10^6 piles of 20 digits", Gen(longest!("--cases 10 --items 1000000"))),
    answered("lasker-nim", "10 games of 10^6 heaps of 20 digits", Gen(longest!("--cases 10 --items 1000000"))),
    answered("nim-count", "10 cases of 10^6 piles of 20 digits", Gen(longest!("--cases 10 --items 1000000"))),
    // 20-digit piles all have bit 63 set; an odd count of them leaves a nim-sum with it too,
    // so every pile is a winning move: an output line per pile.
    answered("nim-moves", "10 cases of 999999 piles of 20 digits, every pile a winning move", Gen(longest!("--cases 10 --items 999999"))),
    answered("nim-moves", "one case of 9999999 piles of 20 digits, every pile a winning move", Gen(longest!("--cases 1 --items 9999999"))),
    answered("staircase-nim", "10 cases of 10^6 distinct cells of 20 digits (the cap)", Gen(longest!("--cases 10 --items 1000000"))),
    answered("wythoff", "5·10^6 pairs of 20 digits", Gen(longest!("--cases 5000000"))),
    answered("wythoff-moves", "5·10^6 pairs of 20 digits, each with its winning moves", Gen(longest!("--cases 5000000"))),
    answered("fibonacci-nim", "10^7 piles of 20 digits", Gen(longest!("--cases 10000000"))),
    answered("s-nim", "277 cases as HDU's: 100 random moves ≤ 10^4, 100 positions of 100 heaps ≤ 10^4, one heap of 10^4 each (the whole step budget)", Built("s-nim-hdu-277", s_nim_hdu)),
    answered("s-nim", "21 random moves ≤ 10^6, a heap of 9999999: 10^7 values without a period", Built("s-nim-values-1e7", s_nim_values)),
    refused("s-nim", "1000 random moves ≤ 10^4, a heap near 2^64: past the step budget", Built("s-nim-refused", s_nim_refused)),
    answered("fibonacci-sg", "3.3·10^6 lines of piles ≤ 10^6, half of them 10^6", Gen("--cases 3333333 --max 1000000 --digits 7 --min-digits 6")),
    answered("kayles", "one row of 10^8 pins, 1 in 4 down", Built("kayles-row-1e8", kayles_row)),
    answered("kayles", "10^4 rows of 1000 pins", Gen("--cases 10000 --items 1000")),
    answered("crosses", "10^6 lines of n ≤ 20000, 20000 among them", Gen("--cases 1000000 --max 20000")),
    answered("graph-game", "10^6 vertices, 2·10^6 random edges with cycles", Gen("")),
    answered("graph-game", "chain of 10^6 vertices, edges i → i+1 and i → i+2 (the deepest analysis)", Built("graph-game-chain-1e6", graph_chain)),
    answered("token-game", "complete acyclic graph on 1000 vertices, 10 tests of 1000 queries of 10 tokens", Built("token-game-complete-1000x10", |w| complete_dag(w, 1000, 10, false))),
    answered("token-game", "10^6 vertices, 2·10^6 random edges with cycles, 1000 queries", Built("token-game-random-1e6", token_random)),
    answered("token-game", "complete acyclic graph on 1400 vertices and a 2-cycle reached from it (finite values to 1398)", Built("token-game-loopy-1400", |w| complete_dag(w, 1400, 1, true))),
    answered("token-game", "complete acyclic graph on 1999 vertices and a 2-cycle reached from it (the most edges a test admits)", Built("token-game-loopy-1999", |w| complete_dag(w, 1999, 1, true))),
    answered("shiritori", "2·10^6 words of 64 letters over all 52", Built("shiritori-52", |w| words(w, 52))),
    answered("shiritori", "2·10^6 words of 64 letters over 3 (27 vertices, dense with cycles)", Built("shiritori-3", |w| words(w, 3))),
    // The LeetCode binaries hold their text: 10^8 bytes of it are admitted (a 256 MiB limit
    // lets the reader hold 128 MiB).
    answered("lc292", "4.9·10^6 cases, n up to 2^64 − 1 (10^8 bytes, the most text admitted)", Gen("--cases 4900000 --max 18446744073709551615")),
    answered("lc1025", "4.9·10^6 cases, n up to 2^64 − 1 (10^8 bytes, the most text admitted)", Gen("--cases 4900000 --max 18446744073709551615")),
    answered("lc1510", "10^6 cases of n ≤ 10^5, 10^5 among them", Gen("--cases 1000000")),
    answered("lc464", "10 cases of maxChoosableInteger 20, totals 21 to 210 (all 2^20 sets)", Built("lc464-20x10", can_i_win)),
    answered("lc877", "LeetCode: 10 cases of 500 piles ≤ 500", Gen("--items 500")),
    answered("lc877", "20 cases of 4999 piles ≤ 10^12 (odd count: the O(n²) recurrence; the whole budget)", Gen("--cases 20 --items 4999 --max 1000000000000")),
    answered("lc1140", "LeetCode: 10 cases of 100 piles ≤ 10^4", Gen("--items 100")),
    answered("lc1140", "600 cases of 500 piles ≤ 10^12 (the whole budget)", Gen("--cases 600 --items 500 --max 1000000000000")),
    answered("lc1406", "LeetCode: 10 cases of 5·10^4 values in ±1000", Gen("")),
    answered("lc1406", "10^6 values in ±10^12", Gen("--cases 1 --items 1000000 --max 1000000000000")),
    answered("lc1406", "7 cases of 10^6 values in ±10^12 (the whole input is kept)", Gen("--cases 7 --items 1000000 --max 1000000000000")),
    answered("lc486", "LeetCode: 10 cases of 20 values ≤ 10^7", Gen("")),
    answered("lc486", "20 cases of 5000 values ≤ 10^12 (the whole budget)", Gen("--cases 20 --items 5000 --max 1000000000000")),
    answered("lc810", "LeetCode: 10 cases of 1000 values < 2^16", Gen("")),
    answered("lc810", "10^6 values ≤ 2^63 − 1", Gen("--cases 1 --items 1000000 --max 9223372036854775807")),
    answered("lc1563", "LeetCode: 10 cases of 500 values ≤ 10^6", Gen("")),
    answered("lc1563", "100 cases of 500 values ≤ 10^6 (LeetCode's largest, the whole budget)", Gen("--cases 100 --items 500")),
    answered("lc1563", "25 cases of 1000 values ≤ 10^9 (the whole budget)", Gen("--cases 25 --items 1000 --max 1000000000")),
    answered("lc1690", "LeetCode: 10 cases of 1000 stones ≤ 1000", Gen("")),
    answered("lc1690", "500 cases of 1000 stones ≤ 1000 (LeetCode's largest, the whole budget)", Gen("--cases 500 --items 1000")),
    answered("lc1690", "5 cases of 10^4 stones ≤ 10^9 (the whole budget)", Gen("--cases 5 --items 10000 --max 1000000000")),
    answered("lc1872", "LeetCode: 10 cases of 10^5 stones in ±10^4", Gen("")),
    answered("lc1872", "10^6 stones in ±10^12", Gen("--cases 1 --items 1000000 --max 1000000000000")),
    answered("lc2029", "LeetCode: 10 cases of 10^5 stones ≤ 10^4", Gen("")),
    answered("lc2029", "10^6 stones ≤ 10^18", Gen("--cases 1 --items 1000000 --max 1000000000000000000")),
    answered("lc1686", "LeetCode: 10 cases of 2 × 10^5 values ≤ 100", Gen("")),
    answered("lc1686", "2 × 10^6 values ≤ 10^9", Gen("--cases 1 --items 1000000 --max 1000000000")),
    answered("lc294", "LeetCode: 10 cases of 60 characters", Gen("")),
    answered("lc294", "10^6 characters", Gen("--cases 1 --items 1000000")),
    answered("lc913", "LeetCode: 10 complete graphs on 50 nodes", Built("lc913-complete-50x10", |w| complete_graph(w, 50, 10))),
    answered("lc913", "100 complete graphs on 100 nodes (the whole budget)", Built("lc913-complete-100x100", |w| complete_graph(w, 100, 100))),
    answered("lc913", "106 graphs on 100 nodes, the mouse's 97 joined apart from the cat and the hole (a draw once every other state is analysed; the whole budget)", Built("lc913-hidden-100x106", |w| hidden_mouse(w, 100, 106))),
    refused("lc913", "complete graph on 101 nodes (past the cap)", Built("lc913-complete-101", |w| complete_graph(w, 101, 1))),
    answered("lc1728", "LeetCode: 10 open 8×8 grids, jumps 8", Built("lc1728-open-8x10", |w| open_grid(w, 8, 10))),
    answered("lc1728", "47 open 16×16 grids, jumps 16 (the whole budget)", Built("lc1728-open-16x47", |w| open_grid(w, 16, 47))),
    // The smallest cases cost their setup whatever their size: 1000 steps at least each.
    refused("lc1140", "10^7 bytes of `[1]` (past the budget at its 150001st case)", Built("lc1140-smallest", |w| smallest(w, "[1]\n"))),
    refused("lc1690", "10^7 bytes of `[1,1]` (past the budget at its 500001st case)", Built("lc1690-smallest", |w| smallest(w, "[1,1]\n"))),
    refused("lc913", "10^7 bytes of a 3-node graph (past the budget at its 200001st case)", Built("lc913-smallest", |w| smallest(w, "[[2],[2],[0,1]]\n"))),
    refused("lc1728", "10^7 bytes of a 1×3 grid (past the budget at its 200001st case)", Built("lc1728-smallest", |w| smallest(w, "[\"MCF\"]\n1\n1\n"))),
    // Smallest argument lists first: the measuring process keeps what it once held (see
    // above), and the 10^5 moves are the most.
    answered("table", "wythoff --upto 200", Arguments(|| arguments("wythoff --upto 200"))),
    answered("table", "fibonacci-nim --upto 100000", Arguments(|| arguments("fibonacci-nim --upto 100000"))),
    answered("table", "subtraction 3 5 9 --upto 100000", Arguments(|| arguments("subtraction 3 5 9 --upto 100000"))),
    answered("table", "octal 0.77 --upto 100000 (Kayles, certified)", Arguments(|| arguments("octal 0.77 --upto 100000"))),
    refused("table", "octal 0.007 --upto 100000 (Treblecross, no period)", Arguments(|| arguments("octal 0.007 --upto 100000"))),
    refused("table", "subtraction, 1000 random moves ≤ 10^4", Arguments(|| subtraction(random_moves(1000, 10_000)))),
    answered("table", "octal 0.4…4, 16384 digits", Arguments(|| octal('4', &[]))),
    answered("table", "octal 0.7…7, 16384 digits (no period certified)", Arguments(|| octal('7', &[]))),
    refused("table", "octal 0.3…3, 16384 digits, --upto 100000", Arguments(|| octal('3', &["--upto", "100000"]))),
    refused("table", "subtraction, the 10^5 moves 1 … 10^5", Arguments(|| subtraction((1..=100_000).collect()))),
];

/// What the runs of one shape showed: its table row, and what `--check` judges.
struct Measured {
    row: String,
    median: f64,
    /// Every distinct exit status, in the order first seen.
    statuses: Vec<i32>,
    /// The stderr of a run that showed each status, beside it.
    stderrs: Vec<String>,
}

impl Measured {
    /// Why the shape breaks the run contract or the time bound under `--check`, if it does.
    fn failure(&self, shape: &Shape) -> Option<String> {
        let expected = if shape.refused { 2 } else { 0 };
        for (&status, stderr) in self.statuses.iter().zip(&self.stderrs) {
            let first = stderr.lines().next().unwrap_or("");
            let lines = stderr.lines().count();
            let why = match status {
                2 if expected == 0 => format!("refused what it admits: {first}"),
                0 if expected == 2 => "answered what it must refuse".to_string(),
                0 if lines > 0 => format!("status 0 with stderr: {first}"),
                2 if lines != 1 => format!("status 2 with {lines} lines on stderr, not one"),
                2 if !stderr.ends_with('\n') => {
                    format!("status 2 with a line on stderr that does not end: {first}")
                }
                0 | 2 => continue,
                134 => format!("aborted (status 134): {first}"),
                101 => format!("panicked (status 101): {first}"),
                152 => "stopped by the processor-time guard (status 152)".to_string(),
                _ => format!("status {status}: {first}"),
            };
            return Some(why);
        }
        (self.median > CHECK_TIME_LIMIT)
            .then(|| format!("{:.2} s, over {CHECK_TIME_LIMIT} s", self.median))
    }
}

/// Runs `shape`'s binary on its input `runs` times, each held to `memory_mib` of address
/// space, and returns its table row with what the runs showed.
fn measure(
    shape: &Shape,
    folder: &Path,
    target: &Path,
    runs: usize,
    memory_mib: u64,
) -> Result<Measured, String> {
    let program = target.join("release").join(shape.binary);
    let (input, args) = match shape.input {
        Gen(options) => {
            let mut gen_args = vec![shape.binary.to_string()];
            gen_args.extend(arguments(options));
            gen_args.extend(["--seed", "1"].map(String::from));
            let name = format!("{}.in", gen_args.join("").replace("--", "-"));
            (Some(bench::generate(folder, &name, &gen_args)?), Vec::new())
        }
        Built(name, builder) => {
            let path = bench::cached(folder, &format!("{name}.in"), |file| {
                let mut writer = BufWriter::new(file);
                builder(&mut writer)
                    .and_then(|()| writer.flush())
                    .map_err(|e| format!("writing the {name} input: {e}"))
            })?;
            (Some(path), Vec::new())
        }
        Arguments(make) => (None, make()),
    };
    let size = match &input {
        Some(path) => bytes(fs::metadata(path).map_err(|e| e.to_string())?.len()),
        None => {
            let length = args.iter().map(|arg| arg.len() as u64 + 1).sum();
            format!("{} of arguments", bytes(length))
        }
    };
    let stderr_file = folder.join("last-run.stderr");
    let mut walls = Vec::new();
    let mut peak_kib = 0;
    let mut statuses: Vec<i32> = Vec::new();
    let mut stderrs = Vec::new();
    for _ in 0..runs {
        let held = bench::Held {
            memory_mib,
            stderr: Some(&stderr_file),
        };
        let Run {
            wall,
            peak_kib: peak,
            status,
        } = bench::run_held(&program, &args, input.as_deref(), &[], held)?;
        walls.push(wall);
        peak_kib = peak_kib.max(peak);
        if !statuses.contains(&status) {
            statuses.push(status);
            let stderr = fs::read(&stderr_file).map_err(|e| e.to_string())?;
            stderrs.push(String::from_utf8_lossy(&stderr).into_owned());
        }
        if wall > LONG_RUN {
            break;
        }
    }
    let counted = walls.len();
    let median = bench::median(walls);
    let expected = if shape.refused { 2 } else { 0 };
    let mut status: Vec<String> = statuses.iter().map(i32::to_string).collect();
    if statuses != [expected] {
        status.push(format!("(expected {expected})"));
    }
    let clean = statuses.iter().all(|&s| s == 0 || s == 2);
    let within = clean && median <= TIME_LIMIT && peak_kib <= MEMORY_LIMIT_KIB;
    let wall = if median >= 1.0 {
        format!("{median:.2} s")
    } else {
        format!("{:.1} ms", median * 1e3)
    };
    let wall = if counted < runs {
        format!("{wall} ({counted} run)")
    } else {
        wall
    };
    let row = format!(
        "| {} | {} | {size} | {wall} | {} | {} | {} |",
        shape.binary,
        shape.what,
        bench::mib(peak_kib),
        status.join(" "),
        if within { "yes" } else { "**no**" },
    );
    Ok(Measured {
        row,
        median,
        statuses,
        stderrs,
    })
}

/// A size in the table's units: MB from one up, kB from one up, else bytes.
fn bytes(size: u64) -> String {
    if size >= 1_000_000 {
        format!("{:.1} MB", size as f64 / 1e6)
    } else if size >= 1000 {
        format!("{:.1} kB", size as f64 / 1e3)
    } else {
        format!("{size} B")
    }
}

/// Words separated by spaces, as a list of arguments.
fn arguments(text: &str) -> Vec<String> {
    text.split_whitespace().map(String::from).collect()
}

/// `octal 0.ddd…` with 16384 digits `digit` (the most heaps the certificate may use), then
/// `rest`.
fn octal(digit: char, rest: &[&str]) -> Vec<String> {
    let code = format!("0.{}", digit.to_string().repeat(16_384));
    let mut args = vec!["octal".to_string(), code];
    args.extend(rest.iter().map(|arg| arg.to_string()));
    args
}

fn subtraction(moves: Vec<u64>) -> Vec<String> {
    let mut args = vec!["subtraction".to_string()];
    args.extend(moves.iter().map(u64::to_string));
    args
}

/// `count` random moves from 1 to `most`, repeats allowed (the binary removes them).
fn random_moves(count: usize, most: u64) -> Vec<u64> {
    let mut rng = Rng::new(1);
    (0..count).map(|_| rng.range(1, most)).collect()
}

/// `count` distinct random values from `low` to `high`, in the order drawn.
fn distinct(rng: &mut Rng, count: usize, low: u64, high: u64) -> Vec<u64> {
    let mut chosen = Vec::with_capacity(count);
    while chosen.len() < count {
        let value = rng.range(low, high);
        if !chosen.contains(&value) {
            chosen.push(value);
        }
    }
    chosen
}

/// `numbers` on one line, after `first` when there is one.
fn line(w: &mut dyn Write, first: Option<u64>, numbers: &[u64]) -> io::Result<()> {
    let mut words: Vec<String> = first.iter().map(u64::to_string).collect();
    words.extend(numbers.iter().map(u64::to_string));
    writeln!(w, "{}", words.join(" "))
}

/// s-nim's step budget (`WORK_BUDGET` in src/bin/s-nim.rs) and what a value costs (|S| + 8),
/// for the number of HDU-shaped cases that use it up.
const S_NIM_BUDGET: u64 = 300_000_000;

/// Cases as HDU 1536's largest: 100 distinct moves up to 10^4, 100 positions of 100 heaps up
/// to 10^4, the first heap 10^4 so that every case computes 10^4 + 1 values (a window of
/// 10^4 values cannot repeat before that); as many cases as the budget pays for, so that
/// one more would be refused.
fn s_nim_hdu(w: &mut dyn Write) -> io::Result<()> {
    let cases = S_NIM_BUDGET / ((10_000 + 1) * (100 + 8));
    let mut rng = Rng::new(1);
    for _ in 0..cases {
        line(w, Some(100), &distinct(&mut rng, 100, 1, 10_000))?;
        writeln!(w, "100")?;
        for position in 0..100 {
            let mut heaps: Vec<u64> = (0..100).map(|_| rng.range(0, 10_000)).collect();
            if position == 0 {
                heaps[0] = 10_000;
            }
            line(w, Some(100), &heaps)?;
        }
    }
    writeln!(w, "0")
}

/// One case whose values fill the per-case limit of 10^7 (40 MB) and nearly the whole step
/// budget: 21 random moves up to 10^6 show no period within 10^7 values (checked by the
/// run: it takes 40 MB), at 29 steps a value.
fn s_nim_values(w: &mut dyn Write) -> io::Result<()> {
    let mut rng = Rng::new(1);
    line(w, Some(21), &distinct(&mut rng, 21, 1, 1_000_000))?;
    writeln!(w, "1\n1 9999999\n0")
}

/// 1000 moves up to 10^4 (once 58.7 s) and a heap near 2^64: refused when the budget runs
/// out.
fn s_nim_refused(w: &mut dyn Write) -> io::Result<()> {
    line(w, Some(1000), &random_moves(1000, 10_000))?;
    writeln!(w, "1\n1 18446744073709551000\n0")
}

/// One row of 10^8 pins, each down with probability 1/4 (many runs: a lookup each).
fn kayles_row(w: &mut dyn Write) -> io::Result<()> {
    const PINS: usize = 100_000_000;
    writeln!(w, "1\n{PINS}")?;
    let mut rng = Rng::new(1);
    let mut block = vec![0u8; 1 << 16];
    let mut left = PINS;
    while left > 0 {
        let part = left.min(block.len());
        for pin in &mut block[..part] {
            *pin = if rng.chance(1, 4) { b'X' } else { b'I' };
        }
        w.write_all(&block[..part])?;
        left -= part;
    }
    writeln!(w)
}

/// A chain 1 → 2 → … → 10^6 with the skips i → i + 2: 2·10^6 − 3 edges, and outcomes
/// settled one vertex after another from the end.
fn graph_chain(w: &mut dyn Write) -> io::Result<()> {
    const N: u64 = 1_000_000;
    writeln!(w, "{N} {}", 2 * N - 3)?;
    for v in 1..N {
        writeln!(w, "{v} {}", v + 1)?;
        if v + 2 <= N {
            writeln!(w, "{v} {}", v + 2)?;
        }
    }
    Ok(())
}

/// `tests` token-game tests on the complete acyclic graph on `n` vertices (vertex v moves to
/// every later one, so its value is n − 1 − v), each with 1000 queries of 10 random tokens.
/// With `cycle`, vertex 0 also moves into a 2-cycle of two more vertices: the graph has a
/// cycle, so the generalized function's rounds run, one per finite value.
fn complete_dag(w: &mut dyn Write, n: u64, tests: usize, cycle: bool) -> io::Result<()> {
    let mut rng = Rng::new(1);
    let vertices = if cycle { n + 2 } else { n };
    for _ in 0..tests {
        writeln!(w, "{vertices}")?;
        for v in 0..n {
            let mut next: Vec<u64> = (v + 1..n).collect();
            if cycle && v == 0 {
                next.push(n);
            }
            line(w, Some(next.len() as u64), &next)?;
        }
        if cycle {
            writeln!(w, "1 {}\n1 {n}", n + 1)?;
        }
        token_queries(w, &mut rng, vertices)?;
    }
    Ok(())
}

/// 10^6 vertices with two random successors each: cycles everywhere.
fn token_random(w: &mut dyn Write) -> io::Result<()> {
    const N: u64 = 1_000_000;
    let mut rng = Rng::new(1);
    writeln!(w, "{N}")?;
    for _ in 0..N {
        let next = [rng.range(0, N - 1), rng.range(0, N - 1)];
        line(w, Some(2), &next)?;
    }
    token_queries(w, &mut rng, N)
}

/// 1000 queries of 10 random tokens, then the `0` that ends a test.
fn token_queries(w: &mut dyn Write, rng: &mut Rng, vertices: u64) -> io::Result<()> {
    for _ in 0..1000 {
        let tokens: Vec<u64> = (0..10).map(|_| rng.range(0, vertices - 1)).collect();
        line(w, Some(10), &tokens)?;
    }
    writeln!(w, "0")
}

/// Shiritori's most words (2·10^6), each of the most letters (64), drawn from the first
/// `letters` of a–z, A–Z.
fn words(w: &mut dyn Write, letters: u64) -> io::Result<()> {
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const WORDS: usize = 2_000_000;
    let mut rng = Rng::new(1);
    writeln!(w, "{WORDS}")?;
    let mut word = [b'\n'; 65];
    for _ in 0..WORDS {
        for letter in &mut word[..64] {
            *letter = ALPHABET[rng.range(0, letters - 1) as usize];
        }
        w.write_all(&word)?;
    }
    Ok(())
}

/// LeetCode 464 at its limit: maxChoosableInteger 20 and a total that neither the first
/// number decides nor the sum of all puts out of reach, so every set of used numbers is
/// looked at.
/// `case` again and again, 10^7 bytes of it.
fn smallest(w: &mut dyn Write, case: &str) -> io::Result<()> {
    for _ in 0..10_000_000 / case.len() {
        w.write_all(case.as_bytes())?;
    }
    Ok(())
}

fn can_i_win(w: &mut dyn Write) -> io::Result<()> {
    let mut rng = Rng::new(1);
    for _ in 0..10 {
        writeln!(w, "20\n{}", rng.range(21, 210))?;
    }
    Ok(())
}

/// `cases` complete graphs on `n` nodes in LeetCode 913's text (mouse at 1, cat at 2,
/// hole 0): every state has the most moves.
fn complete_graph(w: &mut dyn Write, n: usize, cases: usize) -> io::Result<()> {
    for _ in 0..cases {
        for v in 0..n {
            let others: Vec<String> = (0..n).filter(|&u| u != v).map(|u| u.to_string()).collect();
            let open = if v == 0 { "[" } else { "," };
            write!(w, "{open}[{}]", others.join(","))?;
        }
        writeln!(w, "]")?;
    }
    Ok(())
}

/// `cases` LeetCode 913 graphs on `n` nodes where the mouse hides: node 1 and nodes 3 to
/// n − 2 all joined, apart from the cat's node 2, node n − 1 and the hole. The start is a
/// draw, so the analysis runs until nothing more can be labelled, and it labels nearly every
/// state of the mouse's part (the cat there catches it at once): about 1.9·10^6 steps for
/// 100 nodes, nearly the most a graph of 100 nodes can take.
fn hidden_mouse(w: &mut dyn Write, n: usize, cases: usize) -> io::Result<()> {
    let hiding: Vec<usize> = [1].into_iter().chain(3..n - 1).collect();
    let mut lists = vec![Vec::new(); n];
    (lists[0], lists[2], lists[n - 1]) = (vec![2], vec![0, n - 1], vec![2]);
    for &v in &hiding {
        lists[v] = hiding.iter().copied().filter(|&u| u != v).collect();
    }
    let lists: Vec<String> = lists
        .iter()
        .map(|list| {
            let names: Vec<String> = list.iter().map(usize::to_string).collect();
            format!("[{}]", names.join(","))
        })
        .collect();
    for _ in 0..cases {
        writeln!(w, "[{}]", lists.join(","))?;
    }
    Ok(())
}

/// `cases` LeetCode 1728 grids of `side` × `side` open cells, the mouse and the cat in
/// opposite corners and the food in the middle, both jumps `side` (the most on such a grid).
fn open_grid(w: &mut dyn Write, side: usize, cases: usize) -> io::Result<()> {
    let mut rows = vec![vec![b'.'; side]; side];
    rows[0][0] = b'M';
    rows[side - 1][side - 1] = b'C';
    rows[side / 2][side / 2] = b'F';
    let rows: Vec<String> = rows
        .iter()
        .map(|row| format!("\"{}\"", String::from_utf8_lossy(row)))
        .collect();
    for _ in 0..cases {
        writeln!(w, "[{}]\n{side}\n{side}", rows.join(","))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shape names a binary of the crate, and every binary has a shape: a binary added
    /// later must state its limits here too.
    #[test]
    fn every_binary_has_its_worst_shapes() {
        let bin = crate::bundle::crate_root().join("src/bin");
        let mut binaries: Vec<String> = fs::read_dir(&bin)
            .unwrap()
            .map(|entry| {
                let path = entry.unwrap().path();
                path.file_stem().unwrap().to_string_lossy().into_owned()
            })
            .collect();
        binaries.sort();
        let mut shaped: Vec<String> = SHAPES.iter().map(|s| s.binary.to_string()).collect();
        shaped.sort();
        shaped.dedup();
        assert_eq!(shaped, binaries);
        let last_table = SHAPES.iter().rposition(|s| s.binary == "table").unwrap();
        let first_table = SHAPES.iter().position(|s| s.binary == "table").unwrap();
        assert_eq!(
            last_table,
            SHAPES.len() - 1,
            "table's argument lists come last"
        );
        assert!(SHAPES[first_table..].iter().all(|s| s.binary == "table"));
    }

    /// `--check` fails a shape on every breach of the contract it can see, and on nothing
    /// else.
    #[test]
    fn the_check_fails_aborts_wrong_statuses_stray_lines_and_long_runs() {
        let runs = |statuses: &[i32], stderrs: &[&str], median: f64| Measured {
            row: String::new(),
            median,
            statuses: statuses.to_vec(),
            stderrs: stderrs.iter().map(|s| s.to_string()).collect(),
        };
        let answered = answered("lc292", "", Gen(""));
        let refused = refused("s-nim", "", Gen(""));
        let line = "lc292: line 1, column 1: expected …, found …\n";
        let failure = |shape: &Shape, measured: Measured| measured.failure(shape);
        assert_eq!(failure(&answered, runs(&[0], &[""], 0.5)), None);
        assert_eq!(failure(&refused, runs(&[2], &[line], 2.9)), None);
        let cases = [
            (
                &answered,
                runs(&[2], &[line], 0.5),
                "refused what it admits",
            ),
            (
                &refused,
                runs(&[0], &[""], 0.5),
                "answered what it must refuse",
            ),
            (
                &answered,
                runs(&[0, 134], &["", "memory allocation failed\n"], 0.5),
                "aborted",
            ),
            (
                &answered,
                runs(&[101], &["thread 'main' panicked\nnote: …\n"], 0.5),
                "panicked",
            ),
            (&answered, runs(&[152], &[""], 30.0), "processor-time guard"),
            (
                &answered,
                runs(&[0], &["a warning\n"], 0.5),
                "status 0 with stderr",
            ),
            (
                &refused,
                runs(&[2], &["one\ntwo\n"], 0.5),
                "2 lines on stderr",
            ),
            (&refused, runs(&[2], &["no end"], 0.5), "does not end"),
            (&refused, runs(&[2], &[""], 0.5), "0 lines on stderr"),
            (&answered, runs(&[0], &[""], 3.5), "over 3 s"),
        ];
        for (shape, measured, why) in cases {
            let failure = failure(shape, measured).unwrap_or_default();
            assert!(failure.contains(why), "{failure:?} should say {why:?}");
        }
    }

    /// The builders write what the binaries' formats say (checked on their first lines and
    /// sizes, the runs themselves being the full check).
    #[test]
    fn the_builders_write_their_formats() {
        let text = |builder: Builder| {
            let mut out = Vec::new();
            builder(&mut out).unwrap();
            String::from_utf8(out).unwrap()
        };
        let grid = text(|w| open_grid(w, 3, 1));
        assert_eq!(grid, "[\"M..\",\".F.\",\"..C\"]\n3\n3\n");
        let graph = text(|w| complete_graph(w, 3, 2));
        assert_eq!(graph, "[[1,2],[0,2],[0,1]]\n".repeat(2));
        let hidden = text(|w| hidden_mouse(w, 6, 2));
        assert_eq!(hidden, "[[2],[3,4],[0,5],[1,4],[1,3],[2]]\n".repeat(2));
        let dag = text(|w| complete_dag(w, 3, 1, true));
        assert!(
            dag.starts_with("5\n3 1 2 3\n1 2\n0\n1 4\n1 3\n10 "),
            "{dag}"
        );
        assert!(dag.ends_with("\n0\n"));
        let values = text(s_nim_values);
        let first: Vec<u64> = values
            .lines()
            .next()
            .unwrap()
            .split(' ')
            .map(|m| m.parse().unwrap())
            .collect();
        assert_eq!(first.len(), 22);
        assert_eq!(first[0], 21);
        let hdu_cases = S_NIM_BUDGET / ((10_000 + 1) * (100 + 8));
        assert_eq!(hdu_cases, 277);
    }
}
