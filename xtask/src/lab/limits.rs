//! `cargo xtask bench --limits [BINARY…] [--runs N] [--write] [--check]`: every binary at the
//! largest input it admits, in its worst shape rather than a random one (the complete graph,
//! the move set without a short period, the longest numbers, the most cases, the whole work
//! budget), timed (median of N runs, 3 by default) with its peak memory, its exit status,
//! and whether it stays within 1 s and 256 MiB, a row per shape as it runs. With `--write`
//! a table of a row per binary replaces the one between the limits markers in
//! docs/performance.md: its slowest shape, the most memory any of its shapes took, how many
//! shapes ran, and whether every one did as it should.
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
//! made by `cargo xtask gen` where it can make them and by builders where it cannot
//! (complete graphs, chains, a single long row), and kept in target/limits/ until this tool
//! is rebuilt (`measure::cached`). `lab/shapes/` names each binary's shapes (the judge's
//! largest input for a binary it does not name); `table` gets argument lists at its bounds.

use crate::cargo::{self, crate_root, target_dir};
use crate::cli::Options;
use crate::lab::measure::{self, peak_memory, Run};
use crate::lab::shapes::{self, arguments, Input, Shape};
use crate::problems::{self};
use std::fs;
use std::io::{BufWriter, Write};
use std::path::Path;

/// What every binary must stay within at its limits.
const TIME_LIMIT: f64 = 1.0;
const MEMORY_LIMIT_KIB: u64 = 256 * 1024;
/// After a run this long the row's verdict is plain: the other runs are skipped, so that a
/// shape far past its limit does not make the whole table take minutes.
const LONG_RUN: f64 = 2.0;
/// `--check`: the address space every run is held to (the judges' memory limit, which a
/// run must answer within or refuse in one line, never abort), and the wall time past which
/// a shape fails: three times the 1 s bound, for a shared machine's noise (the limits table
/// has the real figures).
const CHECK_MEMORY_MIB: u64 = 256;
const CHECK_TIME_LIMIT: f64 = 3.0;
/// The head of the table of a row per shape, which a run prints as it goes.
const SHAPE_HEADER: &str = concat!(
    "| binary | shape | input | median wall | peak RSS | status | within 1 s / 256 MiB |\n",
    "|---|---|---:|---:|---:|---:|:---:|",
);

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
    let shapes = shapes();
    let mut known: Vec<&str> = shapes.iter().map(|(shaped, _)| *shaped).collect();
    known.dedup();
    let named = options.positional.iter();
    let named: Vec<&str> = named
        .map(|name| crate::judges::binary(name, &known))
        .collect::<Result<_, _>>()?;
    let chosen = |(binary, _): &&(&str, Shape)| named.is_empty() || named.contains(binary);
    let mut built: Vec<&str> = shapes.iter().filter(chosen).map(|(b, _)| *b).collect();
    built.dedup();
    cargo::build_release(&built)?;
    let folder = target_dir().join("limits");
    fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;

    let started = std::time::Instant::now();
    println!("{SHAPE_HEADER}");
    let mut failures = Vec::new();
    let mut rows: Vec<(&str, &Shape, Measured)> = Vec::new();
    for (binary, shape) in shapes.iter().filter(chosen) {
        let measured = measure(binary, shape, &folder, runs, memory_mib)?;
        println!("{}", measured.row);
        if let Some(failure) = measured.failure(shape).filter(|_| check) {
            failures.push(format!("{binary}, {}: {failure}", shape.what));
        }
        rows.push((binary, shape, measured));
    }
    let table = [measure::machine(), String::new(), by_binary(&rows)];
    let footer = footer(&rows, runs, memory_mib);
    println!("\n{}\n\n{footer}", table[2]);
    if options.switch("write") {
        let table = format!("{}\n\n{footer}", table.join("\n"));
        crate::markers::replace(&crate_root(), "docs/performance.md", "limits", &table)?;
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

/// Every binary's worst shapes at its limits, each with its binary: the problems' in the
/// registry's order, then `table`'s. `table` comes last: the measuring process holds its
/// argument lists while it spawns it, and Linux counts the spawning process's peak into the
/// program's, so every row after them would show at least that much.
fn shapes() -> Vec<(&'static str, Shape)> {
    let problems = problems::ALL.iter().flat_map(|p| {
        let binary = p.binary();
        shapes::of(binary)
            .iter()
            .map(move |shape| (binary, shape.clone()))
    });
    let table = shapes::table().into_iter().map(|shape| ("table", shape));
    problems.chain(table).collect()
}

/// The written table: a row per binary (`rows` holds each binary's shapes one after
/// another), with how many shapes ran, the slowest of them (its input and median wall), the
/// most memory any of them took, and whether every one stayed within the bounds with the
/// status it should have.
fn by_binary(rows: &[(&str, &Shape, Measured)]) -> String {
    let mut table = vec![
        "| binary | shapes | slowest shape | input | median wall | most memory, any shape | every shape within 1 s / 256 MiB |"
            .to_string(),
        "|---|---:|---|---:|---:|---:|:---:|".to_string(),
    ];
    let mut start = 0;
    while start < rows.len() {
        let binary = rows[start].0;
        let count = rows[start..]
            .iter()
            .take_while(|(b, ..)| *b == binary)
            .count();
        let shapes = &rows[start..start + count];
        start += count;
        // The first of the slowest, should two take the same time.
        let (_, shape, slowest) = shapes
            .iter()
            .rev()
            .max_by(|(.., a), (.., b)| a.median.total_cmp(&b.median))
            .expect("a binary has a shape");
        let peak_kib = shapes.iter().map(|(.., m)| m.peak_kib).max().unwrap_or(0);
        let fine = shapes.iter().all(|(_, shape, m)| m.fine(shape));
        table.push(format!(
            "| {binary} | {count} | {}{} | {} | {} | {} | {} |",
            shape.what,
            if shape.refused { " (refused)" } else { "" },
            slowest.size,
            slowest.wall,
            measure::mib(peak_kib),
            if fine { "yes" } else { "**no**" },
        ));
    }
    table.join("\n")
}

/// What the written table's rows mean, how they were measured, and every shape that did not
/// do as it should (its row as the run printed it).
fn footer(rows: &[(&str, &Shape, Measured)], runs: usize, memory_mib: u64) -> String {
    let mut text = format!(
        "Median of {runs} runs (one when a run takes over {LONG_RUN} s), seed 1. A row is a \
         binary: its slowest shape (\"refused\": a shape past what it admits, which it must \
         refuse in one line with status 2), the most memory any of its shapes took, and \
         whether every shape stayed within 1 s and 256 MiB with the status it should have; \
         `cargo xtask bench --limits BINARY` prints a row per shape. Each run is held to \
         {memory_mib} MiB of address space and {} s of processor time, so that a runaway one \
         stops (status 134 for the memory guard, 152 for the processor's) before it takes \
         the machine.",
        peak_memory::CPU_GUARD_SECONDS
    );
    let over: Vec<&str> = rows
        .iter()
        .filter(|(_, shape, m)| !m.fine(shape))
        .map(|(.., m)| m.row.as_str())
        .collect();
    if !over.is_empty() {
        text += &format!(
            "\n\nThe shapes that did not do as they should:\n\n{SHAPE_HEADER}\n{}",
            over.join("\n")
        );
    }
    text
}

/// What the runs of one shape showed: its row as the run prints it, what the written table
/// shows of it, and what `--check` judges.
struct Measured {
    row: String,
    /// The input's size and the median wall, as the tables show them.
    size: String,
    wall: String,
    median: f64,
    peak_kib: u64,
    /// Every status 0 or 2, the median within 1 s and the peak within 256 MiB.
    within: bool,
    /// Every distinct exit status, in the order first seen.
    statuses: Vec<i32>,
    /// The stderr of a run that showed each status, beside it.
    stderrs: Vec<String>,
}

impl Measured {
    /// Whether the shape stayed within the bounds with only the status it should have.
    fn fine(&self, shape: &Shape) -> bool {
        let expected = if shape.refused { 2 } else { 0 };
        self.within && self.statuses == [expected]
    }

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
    binary: &str,
    shape: &Shape,
    folder: &Path,
    runs: usize,
    memory_mib: u64,
) -> Result<Measured, String> {
    let program = cargo::release(binary);
    let (input, args) = match shape.input {
        Input::Gen(options) => {
            let mut gen_args = vec![binary.to_string()];
            gen_args.extend(arguments(options));
            gen_args.extend(["--seed", "1"].map(String::from));
            let name = format!("{}.in", gen_args.join("").replace("--", "-"));
            (
                Some(measure::generate(folder, &name, &gen_args)?),
                Vec::new(),
            )
        }
        Input::Built(name, builder) => {
            let path = measure::cached(folder, &format!("{name}.in"), |file| {
                let mut writer = BufWriter::new(file);
                builder(&mut writer)
                    .and_then(|()| writer.flush())
                    .map_err(|e| format!("writing the {name} input: {e}"))
            })?;
            (Some(path), Vec::new())
        }
        Input::Arguments(make) => (None, make()),
    };
    let size = match &input {
        Some(path) => bytes(fs::metadata(path).map_err(|e| e.to_string())?.len()),
        None => {
            let length = args.iter().map(|arg| arg.len() as u64 + 1).sum();
            format!("{} of arguments", bytes(length))
        }
    };
    // Read through once, so that the runs find it in the page cache, as the bench's rows
    // find theirs: the inputs of every shape together (3.5 GB) can be more than a machine
    // keeps cached, and a run that reads the disk is not timed again.
    if let Some(path) = &input {
        measure::read_through(path, |_| Ok(()))?;
    }
    let stderr_file = folder.join("last-run.stderr");
    let mut walls = Vec::new();
    let mut peak_kib = 0;
    let mut statuses: Vec<i32> = Vec::new();
    let mut stderrs = Vec::new();
    for _ in 0..runs {
        let Run {
            wall,
            peak_kib: peak,
            status,
        } = measure::run_held(
            &program,
            &args,
            input.as_deref(),
            memory_mib,
            Some(&stderr_file),
        )?;
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
    let median = measure::median(walls);
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
        "| {binary} | {} | {size} | {wall} | {} | {} | {} |",
        shape.what,
        measure::mib(peak_kib),
        status.join(" "),
        if within { "yes" } else { "**no**" },
    );
    Ok(Measured {
        row,
        size,
        wall,
        median,
        peak_kib,
        within,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::shapes::{answered, refused};

    /// Every binary has a shape (the judge's largest input when it names none), and every
    /// binary the shapes name is one of the crate's, once.
    #[test]
    fn every_binary_has_its_worst_shapes() {
        let binaries = cargo::binaries(&crate_root()).unwrap();
        let shapes = shapes();
        let mut shaped: Vec<String> = shapes.iter().map(|(b, _)| b.to_string()).collect();
        shaped.sort();
        shaped.dedup();
        assert_eq!(shaped, binaries);
        let mut named: Vec<&str> = shapes::named().collect();
        named.sort();
        let count = named.len();
        named.dedup();
        assert_eq!(named.len(), count, "a binary named twice");
        assert!(
            named.iter().all(|b| binaries.iter().any(|n| n == b)),
            "{named:?}"
        );
        let first_table = shapes.iter().position(|(b, _)| *b == "table").unwrap();
        let tables = shapes[first_table..].iter().all(|(b, _)| *b == "table");
        assert!(tables, "table's argument lists come last");
    }

    /// The written table has a row per binary: its slowest shape, the most memory of any,
    /// how many ran, and a "no" with the shape's own row below when one did not do as it
    /// should.
    #[test]
    fn the_written_table_has_a_row_per_binary_with_its_slowest_shape() {
        let shape = |what, refused| Shape {
            what,
            input: Input::Gen(""),
            refused,
        };
        let measured = |median: f64, peak_kib: u64, status: i32| Measured {
            row: format!("| row of {median} |"),
            size: "1.0 MB".to_string(),
            wall: format!("{:.1} ms", median * 1e3),
            median,
            peak_kib,
            within: true,
            statuses: vec![status],
            stderrs: vec![String::new()],
        };
        let (long, wide, past, other) = (
            shape("long", false),
            shape("wide", false),
            shape("past", true),
            shape("other", false),
        );
        let rows = [
            ("a", &long, measured(0.25, 1024, 0)),
            ("a", &wide, measured(0.25, 4096, 0)),
            ("b", &past, measured(0.5, 2048, 2)),
            ("b", &other, measured(0.125, 1024, 2)),
        ];
        let table = by_binary(&rows);
        let lines: Vec<&str> = table.lines().skip(2).collect();
        assert_eq!(
            lines,
            [
                "| a | 2 | long | 1.0 MB | 250.0 ms | 4.0 MiB | yes |",
                "| b | 2 | past (refused) | 1.0 MB | 500.0 ms | 2.0 MiB | **no** |",
            ]
        );
        let footer = footer(&rows, 3, 1024);
        assert!(footer.ends_with("\n| row of 0.125 |"), "{footer}");
        assert!(!footer.contains("row of 0.5"), "{footer}");
    }

    /// `--check` fails a shape on every breach of the contract it can see, and on nothing
    /// else.
    #[test]
    fn the_check_fails_aborts_wrong_statuses_stray_lines_and_long_runs() {
        let runs = |statuses: &[i32], stderrs: &[&str], median: f64| Measured {
            row: String::new(),
            size: String::new(),
            wall: String::new(),
            median,
            peak_kib: 0,
            within: true,
            statuses: statuses.to_vec(),
            stderrs: stderrs.iter().map(|s| s.to_string()).collect(),
        };
        let answered = answered("", Input::Gen(""));
        let refused = refused("", Input::Gen(""));
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
}
