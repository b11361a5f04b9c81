//! `cargo xtask bench [BINARY…] [--runs N] [--cases N] [--peer-runs N] [--digits LO-HI]
//! [--write]`: what a judge runs, timed on each binary's judge-maximum input (`cargo xtask
//! gen BINARY`): median wall time, throughput and peak memory. A binary with a C++ peer in
//! `bench/peers/` (`peers.rs`) is timed first as a judge compiles it, its bundle built by
//! `rustc --edition 2021 -O`, on the judge input (values of 1 to 10 digits) and on values of
//! LO to HI digits (1 to 20 unless `--digits` says otherwise, up to 2^64 − 1), each against
//! the C++ peer and the read floor (`bench/floor.cpp`); its release binary is the row after
//! them (a binary that refuses values that long, its admitted range being shorter, gets a
//! row saying so). The Python peers are timed on the first row. Without names, the binaries with a
//! C++ peer; a binary named without a peer gets its release row alone. Each row is printed
//! as it is measured; then a table of a row per binary (its bundle's time, memory and ratios
//! on the judge input, and its ratios against the C++ peer on the longer values and as the
//! release binary), which `--write` puts into docs/performance.md.
//!
//! `--against DIR` compares the build with another one instead (a copy of an earlier
//! `target/release`, say): for each binary named, on its judge input and its input of
//! `--digits` lengths, both builds' outputs must agree, then the median of the wall-time
//! ratios of `--peer-runs` alternating pairs (this build / the other) says what the change
//! between them bought, on a machine whose speed drifts more from one run to the next than
//! within a pair.
//!
//! `bench --limits` measures every binary at the largest input it admits instead (`lab/limits.rs`).

mod peers;

use crate::bundle::Reader;
use crate::cargo::{self, crate_root, target_dir};
use crate::cli::Options;
use crate::lab::measure::{self, generate, median, mib, read_through, time_one};
use crate::{markers, problems};
use peers::{Comparison, Language, Peer, Peers};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

/// How many cases the bench times where the judge's largest input measures only the start
/// of a process: its count is small (the BISHI problems' 100, Codeforces' 10^4), or not
/// stated at all (lines to a closing one, cases to the end of input). The parsing is
/// measured on 2·10^6 one-line cases, as for BISHI34; a few thousand where a case is long.
const CASES: &[(&str, u64)] = &[
    ("bishi34", 2_000_000),
    ("kiki", 2_000_000),
    ("euclid", 2_000_000),
    ("euclid-luogu", 2_000_000),
    ("grid-walk", 2_000_000),
    ("deleting-divisors", 2_000_000),
    ("merge-piles", 2_000_000),
    ("one-two-k", 2_000_000),
    ("prime-powers", 2_000_000),
    ("be-the-winner", 2000),
    ("northcott", 2000),
    ("pebbles", 2000),
    ("mock-turtles", 5000),
    ("split-game", 100_000),
];

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(
        args,
        &["runs", "cases", "peer-runs", "digits", "write!", "against"],
    )?;
    let peer_runs = options.number("peer-runs", 21)?.max(1);
    let root = crate_root();
    let peers = Peers::new(&root, &target_dir());
    // By default the binaries with a C++ peer: the table is the bundles against the peers
    // (every binary's time at its limits is `bench --limits`'). A misspelt name is named
    // before any build; a judge's id becomes its binary.
    let binaries: Vec<String> = if options.positional.is_empty() {
        problems::ALL
            .iter()
            .map(|p| p.binary().to_string())
            .filter(|binary| peers.has(binary, Language::Cpp))
            .collect()
    } else {
        let named = options.positional.iter();
        named
            .map(|name| problems::find(name).map(|p| p.binary().to_string()))
            .collect::<Result<_, _>>()?
    };
    let built: Vec<&str> = binaries.iter().map(String::as_str).collect();
    cargo::build_release(&built)?;
    let inputs = target_dir().join("bench");
    fs::create_dir_all(&inputs).map_err(|e| format!("{}: {e}", inputs.display()))?;
    let against = options.text("against").map(PathBuf::from);
    let bench = Bench {
        inputs,
        // Built once, for the rows with a C++ peer (with g++ only, as they are).
        floor: match (&against, peers.missing(Language::Cpp)) {
            (None, None) => Some(peers.floor()?),
            _ => None,
        },
        peers,
        runs: options.number("runs", 9)?.max(1) as usize,
        pairs: Pairs {
            cpp: peer_runs,
            python: peer_runs.min(5),
        },
        digits: Digits::parse(options.text("digits").unwrap_or("1-20"))?,
    };
    let cases_of = |binary: &str| {
        let largest = problems::find(binary)?.sizes().largest.0;
        let cases = CASES.iter().find(|(b, _)| *b == binary);
        options.number("cases", cases.map_or(largest, |&(_, cases)| cases))
    };
    if let Some(other) = against {
        return bench.against(&other, &binaries, cases_of);
    }
    println!(
        "| binary | cases | input | median wall | throughput | peak RSS | vs floor | vs C++ | vs Python |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut measured = Measured::default();
    let mut table = vec![measure::machine(), String::new(), bench.header()];
    for binary in &binaries {
        let cases = cases_of(binary)?;
        let peered = bench.peers.has(binary, Language::Cpp);
        measured.release_alone |= !peered;
        let variants = if peered {
            &VARIANTS[..4]
        } else {
            &VARIANTS[3..4]
        };
        let mut rows = Vec::new();
        for (row, variant) in variants.iter().enumerate() {
            let row = bench.measure(binary, cases, variant, row == 0, &mut measured)?;
            println!("{}", row.line(&bench.digits));
            rows.push(row);
        }
        table.push(by_binary(&rows));
    }
    table.push(String::new());
    table.push(bench.footer(&measured));
    println!("\n{}", table[2..].join("\n"));
    if options.switch("write") {
        markers::replace(&root, "docs/performance.md", "bench", &table.join("\n"))?;
    }
    Ok(())
}

/// One binary's row of the written table, from its rows as measured: its first row (the
/// file `bundle` writes by default, on the judge input, or the release binary when it has
/// no C++ peer), then the C++ ratios of the others.
fn by_binary(rows: &[Row]) -> String {
    let first = &rows[0];
    let ratio = |longest: bool, build: Build| {
        let row = rows
            .iter()
            .skip(1)
            .find(|row| row.variant.longest == longest && row.variant.build == build);
        match row.map(|row| (&row.timed, row.reader)) {
            Some((Some(timed), Some(reader))) if build == Build::OtherFile => {
                format!("{} ({})", timed.cpp, reader.name())
            }
            Some((Some(timed), _)) => timed.cpp.clone(),
            Some((None, _)) => "refused".to_string(),
            None => "—".to_string(),
        }
    };
    let name = match first.reader {
        Some(reader) => format!("{} ({})", first.binary, reader.name()),
        None => format!("{} (release)", first.binary),
    };
    let (wall, peak, floor, cpp, python) = match &first.timed {
        Some(t) => (
            format!("{:.1} ms", t.median * 1e3),
            mib(t.peak_kib),
            t.floor.as_str(),
            t.cpp.as_str(),
            t.python.as_str(),
        ),
        None => ("refused".to_string(), "—".to_string(), "—", "—", "—"),
    };
    format!(
        "| {name} | {} | {:.1} MB | {wall} | {peak} | {floor} | {cpp} | {} | {} | {} | {python} |",
        first.cases,
        first.size as f64 / 1e6,
        ratio(true, Build::File),
        ratio(false, Build::OtherFile),
        ratio(false, Build::Release),
    )
}

/// One binary timed in one variant: what the printed row and the written table show.
struct Row {
    binary: String,
    variant: &'static Variant,
    /// The reader of the file it times (none for the release binary).
    reader: Option<Reader>,
    cases: u64,
    /// The input's size in bytes.
    size: u64,
    /// `None` when the binary refuses the input (values longer than it admits).
    timed: Option<Timed>,
}

/// What the runs of a row measured, the ratios as the table shows them (`—` when not
/// measured, `differs` when the peer's output was not the binary's).
struct Timed {
    median: f64,
    peak_kib: u64,
    floor: String,
    cpp: String,
    python: String,
}

impl Row {
    /// The row as it is printed while the bench runs.
    fn line(&self, digits: &Digits) -> String {
        let file = self.reader.map_or("", Reader::name);
        let name = (self.variant.label.replace("{}", &digits.label())).replace("{file}", file);
        let (binary, cases, size) = (&self.binary, self.cases, self.size as f64 / 1e6);
        match &self.timed {
            None => format!(
                "| {binary}{name} | {cases} | {size:.1} MB | refused: beyond what it admits | — | — | — | — | — |"
            ),
            Some(t) => format!(
                "| {binary}{name} | {cases} | {size:.1} MB | {:.1} ms | {:.0} MB/s | {} | {} | {} | {} |",
                t.median * 1e3,
                size / t.median,
                mib(t.peak_kib),
                t.floor,
                t.cpp,
                t.python,
            ),
        }
    }
}

/// The digit lengths of the values in the rows that widen them (`--digits LO-HI`).
struct Digits {
    fewest: u32,
    most: u32,
}

impl Digits {
    fn parse(text: &str) -> Result<Digits, String> {
        let range = text.split_once('-').and_then(|(lo, hi)| {
            let (fewest, most) = (lo.parse::<u32>().ok()?, hi.parse::<u32>().ok()?);
            (1 <= fewest && fewest <= most && most <= 20).then_some(Digits { fewest, most })
        });
        range.ok_or_else(|| format!("--digits takes LO-HI with 1 ≤ LO ≤ HI ≤ 20, not {text:?}"))
    }

    /// As the table names them: `1–20`.
    fn label(&self) -> String {
        format!("{}–{}", self.fewest, self.most)
    }
}

/// How many alternating pairs each peer's ratio takes.
struct Pairs {
    cpp: u64,
    python: u64,
}

impl Pairs {
    fn of(&self, language: Language) -> u64 {
        match language {
            Language::Cpp => self.cpp,
            Language::Python => self.python,
        }
    }
}

/// What the peer columns of a run measured, for its footer: the peers timed, and those not
/// timed because their output differed from the binary's.
#[derive(Default)]
struct Measured {
    timed: Vec<(Language, String)>,
    differing: Vec<String>,
    /// The files built and timed (each once per run), by binary and reader.
    bundles: Vec<(String, Reader, PathBuf)>,
    /// Whether a binary without a C++ peer was timed, by its release binary alone.
    release_alone: bool,
}

/// One row's program and input.
struct Variant {
    /// What the row's name adds to the binary's (`{}`: the digit lengths; `{file}`: the
    /// file's reader).
    label: &'static str,
    /// Values of `--digits` lengths, up to 2^64 − 1, instead of the judge's.
    longest: bool,
    build: Build,
}

/// What a row times.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Build {
    /// The file `cargo xtask bundle` writes, compiled as a judge compiles it (`bundled`).
    File,
    /// The file with the other reader (`--fast` where the lean one is the default, and
    /// the reverse), compiled alike.
    OtherFile,
    /// The release binary cargo builds.
    Release,
}

/// The rows of a binary with a C++ peer (the first four), of one without (the fourth), and
/// of `--against` (the last two).
const VARIANTS: [Variant; 5] = [
    Variant {
        label: ", {file}",
        longest: false,
        build: Build::File,
    },
    Variant {
        label: ", {file}, {} digits",
        longest: true,
        build: Build::File,
    },
    Variant {
        label: ", {file}",
        longest: false,
        build: Build::OtherFile,
    },
    Variant {
        label: "",
        longest: false,
        build: Build::Release,
    },
    Variant {
        label: ", {} digits",
        longest: true,
        build: Build::Release,
    },
];

/// What every row of one bench run shares.
struct Bench {
    inputs: PathBuf,
    peers: Peers,
    /// The read-only program of the floor column, when g++ built it.
    floor: Option<Peer>,
    runs: usize,
    pairs: Pairs,
    digits: Digits,
}

impl Bench {
    /// Times `binary` on its input in the form `variant` says, compares it with its peers
    /// (the Python one on the `first` row only), and returns the row.
    fn measure(
        &self,
        binary: &str,
        cases: u64,
        variant: &'static Variant,
        first: bool,
        measured: &mut Measured,
    ) -> Result<Row, String> {
        let input = self.input(binary, cases, variant)?;
        let size = fs::metadata(&input).map_err(|e| e.to_string())?.len();
        let release = cargo::release(binary);
        let reader = match variant.build {
            Build::File => Some(Reader::default_for(binary)),
            Build::OtherFile => Some(Reader::default_for(binary).other()),
            Build::Release => None,
        };
        let mut row = Row {
            binary: binary.to_string(),
            variant,
            reader,
            cases,
            size,
            timed: None,
        };
        // A binary whose admitted values stop short of 2^64 − 1 (its judge's cap, a work
        // budget) refuses the wide input, in one line and status 2: the row says so.
        if variant.longest && measure::run_once(&release, &[], Some(&input))?.status == 2 {
            return Ok(row);
        }
        let program = if let Some(reader) = reader {
            let bundle = self.bundled(binary, reader, measured)?;
            // A bundle must print what the binary does (the samples show it under every
            // edition; this, on the row's input).
            if peers::fingerprint(&bundle, &[], &input)?
                != peers::fingerprint(&release, &[], &input)?
            {
                return Err(format!(
                    "{} prints other than {} on {}",
                    bundle.display(),
                    release.display(),
                    input.display()
                ));
            }
            bundle
        } else {
            release
        };
        time_one(&program, &input)?; // warm-up: page cache, binary loaded
        let mut walls = Vec::new();
        let mut peak_kib = 0;
        for _ in 0..self.runs {
            let run = time_one(&program, &input)?;
            walls.push(run.wall);
            peak_kib = peak_kib.max(run.peak_kib);
        }
        let median = median(walls);
        let peered = self.peers.has(binary, Language::Cpp);
        // The floor, for the rows a C++ peer times too (the binaries bound by reading).
        let floor = match &self.floor {
            Some(floor) if peered => {
                format!(
                    "{:.2}",
                    peers::ratio(&program, floor, &input, self.pairs.cpp)?
                )
            }
            _ => "—".to_string(),
        };
        let mut cells = Vec::new();
        for language in [Language::Cpp, Language::Python] {
            let wanted = language == Language::Cpp || first;
            cells.push(if wanted && self.peers.has(binary, language) {
                self.versus(binary, language, &program, &input, measured)?
            } else {
                "—".to_string()
            });
        }
        let python = cells.pop().unwrap_or_default();
        let cpp = cells.pop().unwrap_or_default();
        row.timed = Some(Timed {
            median,
            peak_kib,
            floor,
            cpp,
            python,
        });
        Ok(row)
    }

    /// The written table's header.
    fn header(&self) -> String {
        format!(
            "| binary | cases | input | median wall | peak RSS | vs floor | vs C++ | vs C++, {} digits | other file vs C++ | release vs C++ | vs Python |\n\
             |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
            self.digits.label()
        )
    }

    /// `binary`'s file with `reader`, compiled by `rustc --edition 2021 -O` as the judges
    /// that take Rust compile a submitted file (no LTO, one crate, linked as rustc links by
    /// default): the program a judge runs. Made once per bench run, from the sources as
    /// they are.
    ///
    /// The bundle is written by another xtask process: a run's peak memory, as `wait4`
    /// reports it, counts what this process held when it forked the run.
    fn bundled(
        &self,
        binary: &str,
        reader: Reader,
        measured: &mut Measured,
    ) -> Result<PathBuf, String> {
        let built = (measured.bundles.iter()).find(|(b, r, _)| b == binary && *r == reader);
        if let Some((_, _, program)) = built {
            return Ok(program.clone());
        }
        let folder = self.inputs.join("bundles");
        fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        let name = format!("{binary}-{}", reader.name());
        let source = folder.join(format!("{name}.rs"));
        let option = format!("--{}", reader.name());
        let status = measure::xtask()?
            .args(["bundle", binary, &option, "-o"])
            .arg(&source)
            .status()
            .map_err(|e| format!("cannot run xtask bundle: {e}"))?;
        if !status.success() {
            return Err(format!("cargo xtask bundle {binary} failed"));
        }
        let program = folder.join(name);
        cargo::compile(&source, &program, "2021", &["-O"])?;
        measured
            .bundles
            .push((binary.to_string(), reader, program.clone()));
        Ok(program)
    }

    /// The input of `binary`'s row in the form `variant` says (kept until the tool is rebuilt,
    /// and written afresh for each row: `rewritten`).
    fn input(&self, binary: &str, cases: u64, variant: &Variant) -> Result<PathBuf, String> {
        let digits = &self.digits;
        let mut gen_args = vec![binary.to_string(), "--cases".into(), cases.to_string()];
        gen_args.extend(["--seed", "1"].map(String::from));
        let mut name = format!("{binary}-{cases}-1");
        if variant.longest {
            gen_args.extend(["--min-digits".to_string(), digits.fewest.to_string()]);
            gen_args.extend(["--digits".to_string(), digits.most.to_string()]);
            gen_args.extend(["--max", "18446744073709551615"].map(String::from));
            name += &format!("-{}-{}digits", digits.fewest, digits.most);
        }
        rewritten(generate(&self.inputs, &format!("{name}.in"), &gen_args)?)
    }

    /// `--against`: each of `binaries` against the binary of the same name in `other`, on
    /// its two inputs (`cases_of` says how many cases), as a table on stdout.
    fn against(
        &self,
        other: &Path,
        binaries: &[String],
        cases_of: impl Fn(&str) -> Result<u64, String>,
    ) -> Result<(), String> {
        let pairs = self.pairs.cpp;
        println!("| binary | input | this build / {} |", other.display());
        println!("|---|---:|---:|");
        for binary in binaries {
            let earlier = Peer::program(other.join(binary));
            let cases = cases_of(binary)?;
            for variant in &VARIANTS[3..] {
                let input = self.input(binary, cases, variant)?;
                let size = fs::metadata(&input).map_err(|e| e.to_string())?.len();
                let cell = match peers::compare(&cargo::release(binary), &earlier, &input, pairs)? {
                    Comparison::Ratio(ratio) => format!("{ratio:.3}"),
                    Comparison::Differs => "differs".to_string(),
                };
                let name = variant.label.replace("{}", &self.digits.label());
                println!("| {binary}{name} | {:.1} MB | {cell} |", size as f64 / 1e6);
            }
        }
        println!(
            "\nMedian of the wall-time ratios of {pairs} alternating pairs (this build, the \
             other, …) on each input, after both printed the same output on it (`differs` \
             when not: then nothing is timed)."
        );
        Ok(())
    }

    /// The peer column of `binary` in `language`: the median ratio, a dash when this
    /// machine cannot build or run the peer, or `differs` when its output is not the
    /// binary's (then it is not timed).
    fn versus(
        &self,
        binary: &str,
        language: Language,
        program: &Path,
        input: &Path,
        measured: &mut Measured,
    ) -> Result<String, String> {
        if self.peers.missing(language).is_some() {
            return Ok("—".to_string());
        }
        let peer = self.peers.get(binary, language)?;
        let file = language.file(binary);
        match peers::compare(program, &peer, input, self.pairs.of(language))? {
            Comparison::Ratio(ratio) => {
                if !measured.timed.contains(&(language, file.clone())) {
                    measured.timed.push((language, file));
                }
                Ok(format!("{ratio:.3}"))
            }
            Comparison::Differs => {
                eprintln!(
                    "bench: bench/peers/{file} and {binary} print different outputs on {}",
                    input.display()
                );
                let file = format!("`bench/peers/{file}`");
                if !measured.differing.contains(&file) {
                    measured.differing.push(file);
                }
                Ok("differs".to_string())
            }
        }
    }

    /// The footer of the table: how the rows were measured and, of the peer columns, only
    /// what this run measured (or why a column is empty).
    fn footer(&self, measured: &Measured) -> String {
        let (runs, digits) = (self.runs, &self.digits);
        let mut text = format!(
            "Median of {runs} runs after one warm-up, on the input `cargo xtask gen BINARY \
             --cases CASES --seed 1` writes."
        );
        if !measured.bundles.is_empty() {
            text += &format!(
                " A row is the file `cargo xtask bundle BINARY` writes (its reader in \
                 brackets: lean, or fast where the judge sends millions of cases), compiled by \
                 `rustc --edition 2021 -O` ({}) as a judge compiles it (no LTO, linked \
                 dynamically), after it printed what the binary prints on the input. vs C++, \
                 {} digits: that file on values of {} to {} digits up to 2^64 − 1 \
                 (`--min-digits {} --digits {} --max 18446744073709551615`), `refused` where \
                 the binary admits less; other file vs C++: the file with the other reader \
                 (`--fast` or `--lean`), on the judge input; release vs C++: the release \
                 binary cargo builds (LTO, linked statically on x86-64 Linux), on the judge \
                 input.",
                cargo::rustc_version(),
                digits.label(),
                digits.fewest,
                digits.most,
                digits.fewest,
                digits.most
            );
        }
        if measured.release_alone {
            text += " (release): a binary without a C++ peer, timed as the release binary.";
        }
        if self.floor.is_some() && !measured.timed.is_empty() {
            text += &format!(
                " vs floor: median of the program/floor wall-time ratios of {} alternating \
                 pairs, where the floor (`bench/floor.cpp`, built with g++ -O2) reads the same \
                 input in 64 KiB blocks and does nothing else; for the rows with a C++ peer.",
                self.pairs.cpp
            );
        }
        for language in [Language::Cpp, Language::Python] {
            let names: Vec<String> = measured
                .timed
                .iter()
                .filter(|(timed, _)| *timed == language)
                .map(|(_, file)| format!("`bench/peers/{file}`"))
                .collect();
            // Past a few, the peers are named by their pattern: each binary's own.
            let against = match names.len() {
                0..=3 => names.join(", "),
                count => format!(
                    "each binary's `bench/peers/{}` ({count} peers)",
                    language.file("BINARY")
                ),
            };
            let column = language.name();
            if let Some(reason) = self.peers.missing(language) {
                text += &format!(" vs {column}: not measured, {reason}.");
            } else if !names.is_empty() {
                let built = match language {
                    Language::Cpp => ", built with g++ -O2",
                    Language::Python => ", run by python3",
                };
                text += &format!(
                    " vs {column}: median of the program/peer wall-time ratios of {} \
                     alternating pairs (program, peer, program, …) on the row's own input, \
                     against {}{built}.",
                    self.pairs.of(language),
                    against
                );
            }
        }
        if !measured.differing.is_empty() {
            text += &format!(
                " Not timed, their output differing from the binary's: {}.",
                measured.differing.join(", ")
            );
        }
        text
    }
}

/// `path` written afresh, a MiB at a time, onto the disk, and put in its place: so that
/// every row is timed on an input the page cache holds as a judge's freshly written file is
/// held, in large pieces. (Read in by a program that maps it, a file is cached 4 KiB at a
/// time, and every program then reads it slower: the ratios moved by a tenth.)
fn rewritten(path: PathBuf) -> Result<PathBuf, String> {
    let failed = |e: std::io::Error| format!("{}: {e}", path.display());
    let fresh = path.with_extension("fresh");
    let mut to = File::create(&fresh).map_err(failed)?;
    read_through(&path, |chunk| to.write_all(chunk))?;
    // On the disk before the timing starts, not written back during it.
    to.sync_all().map_err(failed)?;
    fs::rename(&fresh, &path).map_err(failed)?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(variant: &'static Variant, timed: Option<(f64, &str)>) -> Row {
        let reader = match variant.build {
            Build::File => Some(Reader::Lean),
            Build::OtherFile => Some(Reader::Fast),
            Build::Release => None,
        };
        Row {
            binary: "nim".to_string(),
            variant,
            reader,
            cases: 10,
            size: 13_000_000,
            timed: timed.map(|(median, cpp)| Timed {
                median,
                peak_kib: 2150,
                floor: "3.44".to_string(),
                cpp: cpp.to_string(),
                python: "—".to_string(),
            }),
        }
    }

    /// The written table has a row per binary: its file on the judge input, then the C++
    /// ratios of its longer values, of the file with the other reader and of its release
    /// binary; a binary without a peer is its release binary, named so.
    #[test]
    fn the_written_table_has_a_row_per_binary() {
        let rows = [
            row(&VARIANTS[0], Some((0.0053, "0.246"))),
            row(&VARIANTS[1], Some((0.0090, "0.322"))),
            row(&VARIANTS[2], Some((0.0040, "0.201"))),
            row(&VARIANTS[3], Some((0.0050, "0.226"))),
        ];
        assert_eq!(
            by_binary(&rows),
            "| nim (lean) | 10 | 13.0 MB | 5.3 ms | 2.1 MiB | 3.44 | 0.246 | 0.322 | 0.201 (fast) | \
             0.226 | — |"
        );
        let refused = [
            row(&VARIANTS[0], Some((0.0053, "0.246"))),
            row(&VARIANTS[1], None),
            row(&VARIANTS[2], Some((0.0040, "0.201"))),
            row(&VARIANTS[3], Some((0.0050, "0.226"))),
        ];
        assert!(by_binary(&refused).contains("| 0.246 | refused | 0.201 (fast) | 0.226 |"));
        let alone = [row(&VARIANTS[3], Some((0.0050, "—")))];
        assert!(by_binary(&alone).starts_with("| nim (release) | 10 |"));
        assert_eq!(
            rows[1].line(&Digits::parse("1-20").unwrap()),
            "| nim, lean, 1–20 digits | 10 | 13.0 MB | 9.0 ms | 1444 MB/s | 2.1 MiB | 3.44 | 0.322 | — |"
        );
    }
}
