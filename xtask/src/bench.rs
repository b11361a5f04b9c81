//! `cargo xtask bench [BINARY…] [--runs N] [--cases N] [--peer-runs N] [--digits LO-HI]
//! [--write]`: for every batch binary, its judge-maximum input (`cargo xtask gen BINARY`),
//! the median wall time, the throughput and the peak memory; for the binaries with a peer in
//! `bench/peers/` (`peers.rs`), the median ratio against the C++ fast-IO peer and against
//! the Python peer on the same input. A binary with a C++ peer gets nine more rows: its
//! input with values of LO to HI digits (1 to 20 unless `--digits` says otherwise, up to
//! 2^64 − 1), both inputs again with the batch parser's AVX2 index where the processor has
//! AVX-512 (`GRUNDY_BATCH=avx2`: what a processor with AVX2 alone runs), both again read on
//! the token path alone (`GRUNDY_BATCH=off`), and both
//! again by the files a judge compiles: its bundle and its `--portable` bundle
//! (`cargo xtask bundle`), each compiled by `rustc --edition 2021 -O`. With `--write` the
//! table replaces the one between the bench markers in README.md.
//!
//! `--against DIR` compares the build with another one instead (a copy of an earlier
//! `target/release`, say): for each binary named, on its judge input and its input of
//! `--digits` lengths, both builds' outputs must agree, then the median of the wall-time
//! ratios of `--peer-runs` alternating pairs (this build / the other) says what the change
//! between them bought, on a machine whose speed drifts more from one run to the next than
//! within a pair.
//!
//! `--limits` measures every binary at the largest input it admits instead (`limits.rs`); the
//! timing, memory and input-caching code here is shared by both. `--output` times the
//! library's `Output` alone, in process (`output.rs`).

mod peers;

use crate::bundle::{self, Flavour};
use crate::problems;
use crate::Options;
use peers::{Comparison, Language, Peer, Peers};
use std::fs::{self, File};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

const START: &str = "<!-- bench:start -->";
const END: &str = "<!-- bench:end -->";

pub fn main(args: &[String]) -> Result<(), String> {
    if args.iter().any(|arg| arg == "--limits") {
        return crate::limits::main(args);
    }
    let options = Options::parse(
        args,
        &["runs", "cases", "peer-runs", "digits", "write!", "against"],
    )?;
    let runs = options.number("runs", 9)?.max(1) as usize;
    let peer_runs = options.number("peer-runs", 21)?.max(1);
    let digits = Digits::parse(options.text("digits").unwrap_or("1-20"))?;
    let write = options.switch("write");
    let binaries: Vec<String> = if options.positional.is_empty() {
        problems::ALL
            .iter()
            .map(|p| p.binary().to_string())
            .collect()
    } else {
        options.positional.clone()
    };
    let root = crate::bundle::crate_root();
    let target = target_dir();
    for binary in &binaries {
        problems::find(binary)?; // a misspelt name is named before any build
    }
    let built: Vec<&str> = binaries.iter().map(String::as_str).collect();
    build(&root, &built)?;
    let inputs = target.join("bench");
    fs::create_dir_all(&inputs).map_err(|e| format!("{}: {e}", inputs.display()))?;
    let peers = Peers::new(&root, &target);
    let pairs = Pairs {
        cpp: peer_runs,
        python: peer_runs.min(5),
    };
    if let Some(other) = options.text("against") {
        let bench = Bench {
            inputs: &inputs,
            target: &target,
            peers: &peers,
            floor: None,
            runs,
            pairs: &pairs,
            digits: &digits,
        };
        return bench.against(Path::new(other), &binaries, |binary| {
            let cases = problems::find(binary)?.bench_cases();
            options.number("cases", cases)
        });
    }
    // Built once, for the rows with a C++ peer (with g++ only, as they are).
    let floor = match peers.missing(Language::Cpp) {
        None => Some(peers.floor()?),
        Some(_) => None,
    };

    let mut table = vec![
        machine(),
        String::new(),
        "| binary | cases | input | median wall | throughput | peak RSS | vs floor | vs C++ | vs Python |"
            .to_string(),
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|".to_string(),
    ];
    for line in &table {
        println!("{line}");
    }
    let mut measured = Measured::default();
    for binary in &binaries {
        let bench_cases = problems::find(binary)?.bench_cases();
        let cases = options.number("cases", bench_cases)?;
        let variants = if peers.has(binary, Language::Cpp) {
            &VARIANTS[..]
        } else {
            &VARIANTS[..1]
        };
        for variant in variants {
            let bench = Bench {
                inputs: &inputs,
                target: &target,
                peers: &peers,
                floor: floor.as_ref(),
                runs,
                pairs: &pairs,
                digits: &digits,
            };
            let row = bench.measure(binary, cases, variant, &mut measured)?;
            println!("{row}");
            table.push(row);
        }
    }
    table.push(String::new());
    table.push(footer(runs, &digits, &pairs, &peers, &measured));
    println!("\n{}", table[table.len() - 1]);
    if write {
        write_readme(&root.join("README.md"), (START, END), &table.join("\n"))?;
        println!("README.md: bench table replaced");
    }
    Ok(())
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
    /// The bundles built and timed (each once per run), by name (`bishi35-portable`).
    bundles: Vec<(String, PathBuf)>,
}

impl Measured {
    fn timed(&mut self, language: Language, file: String) {
        if !self.timed.contains(&(language, file.clone())) {
            self.timed.push((language, file));
        }
    }

    fn differs(&mut self, file: String) {
        if !self.differing.contains(&file) {
            self.differing.push(file);
        }
    }
}

/// The footer of the table: how the rows were measured and, of the peer columns, only what
/// this run measured (or why a column is empty).
fn footer(
    runs: usize,
    digits: &Digits,
    pairs: &Pairs,
    peers: &Peers,
    measured: &Measured,
) -> String {
    let mut text = format!(
        "Median of {runs} runs after one warm-up, seed 1 (`cargo xtask gen BINARY` makes each \
         input; the {}-digit rows add `--min-digits {} --digits {} --max \
         18446744073709551615`).",
        digits.label(),
        digits.fewest,
        digits.most
    );
    if !measured.bundles.is_empty() {
        text += &format!(
            " Bundle rows: the file `cargo xtask bundle BINARY` writes (`--portable`: without \
             the x86-64 vector paths), compiled by `rustc --edition 2021 -O` ({}) as a judge \
             compiles it (no LTO, linked dynamically, no mapped input), after it printed what \
             the binary prints on the row's input.",
            rustc_version()
        );
    }
    if peers.missing(Language::Cpp).is_none() && !measured.timed.is_empty() {
        text += &format!(
            " vs floor: median of the program/floor wall-time ratios of {} alternating pairs, \
             where the floor (`bench/floor.cpp`, built with g++ -O2) reads the same input in \
             64 KiB blocks and does nothing else; for the rows with a C++ peer.",
            pairs.cpp
        );
    }
    for language in [Language::Cpp, Language::Python] {
        let names: Vec<String> = measured
            .timed
            .iter()
            .filter(|(timed, _)| *timed == language)
            .map(|(_, file)| format!("`bench/peers/{file}`"))
            .collect();
        let column = language.name();
        if let Some(reason) = peers.missing(language) {
            text += &format!(" vs {column}: not measured, {reason}.");
        } else if !names.is_empty() {
            let built = match language {
                Language::Cpp => ", built with g++ -O2",
                Language::Python => ", run by python3",
            };
            text += &format!(
                " vs {column}: median of the program/peer wall-time ratios of {} alternating \
                 pairs (program, peer, program, …) on the row's own input, against {}{built}.",
                pairs.of(language),
                names.join(", ")
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

/// One row's program, input and reading path.
struct Variant {
    /// What the row's name adds to the binary's (`{}`: the digit lengths).
    label: &'static str,
    /// Values of `--digits` lengths, up to 2^64 − 1, instead of the judge's.
    longest: bool,
    /// `GRUNDY_BATCH` for the program: `avx2` keeps the batch parser's AVX2 index on a
    /// processor with AVX-512, `off` reads every number on the token path; `None`, unset.
    batch: Option<&'static str>,
    /// The program timed.
    build: Build,
}

/// Which program a row times.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Build {
    /// The release binary cargo builds.
    Release,
    /// The binary's bundle of this flavour, compiled as a judge compiles it (`bundled`).
    Bundle(Flavour),
}

const VARIANTS: [Variant; 10] = [
    Variant {
        label: "",
        longest: false,
        batch: None,
        build: Build::Release,
    },
    Variant {
        label: ", {} digits",
        longest: true,
        batch: None,
        build: Build::Release,
    },
    Variant {
        label: ", AVX2 batch",
        longest: false,
        batch: Some("avx2"),
        build: Build::Release,
    },
    Variant {
        label: ", AVX2 batch, {} digits",
        longest: true,
        batch: Some("avx2"),
        build: Build::Release,
    },
    Variant {
        label: ", token path",
        longest: false,
        batch: Some("off"),
        build: Build::Release,
    },
    Variant {
        label: ", token path, {} digits",
        longest: true,
        batch: Some("off"),
        build: Build::Release,
    },
    Variant {
        label: ", bundle",
        longest: false,
        batch: None,
        build: Build::Bundle(Flavour::Fast),
    },
    Variant {
        label: ", bundle, {} digits",
        longest: true,
        batch: None,
        build: Build::Bundle(Flavour::Fast),
    },
    Variant {
        label: ", portable bundle",
        longest: false,
        batch: None,
        build: Build::Bundle(Flavour::Portable),
    },
    Variant {
        label: ", portable bundle, {} digits",
        longest: true,
        batch: None,
        build: Build::Bundle(Flavour::Portable),
    },
];

/// What every row of one bench run shares.
struct Bench<'a> {
    inputs: &'a Path,
    target: &'a Path,
    peers: &'a Peers,
    /// The read-only program of the floor column, when g++ built it.
    floor: Option<&'a Peer>,
    runs: usize,
    pairs: &'a Pairs,
    digits: &'a Digits,
}

impl Bench<'_> {
    /// Times `binary` on its input in the form `variant` says, compares it with its peers,
    /// and returns the table row.
    fn measure(
        &self,
        binary: &str,
        cases: u64,
        variant: &Variant,
        measured: &mut Measured,
    ) -> Result<String, String> {
        let digits = self.digits;
        let input = self.input(binary, cases, variant)?;
        let size = fs::metadata(&input).map_err(|e| e.to_string())?.len();
        let release = self.target.join("release").join(binary);
        let program = match variant.build {
            Build::Release => release,
            Build::Bundle(flavour) => {
                let bundle = self.bundled(binary, flavour, measured)?;
                // A bundle must print what the binary does (the samples show it under
                // every edition; this, on the row's input).
                if peers::fingerprint(&bundle, &[], &input, &[])?
                    != peers::fingerprint(&release, &[], &input, &[])?
                {
                    return Err(format!(
                        "{} prints other than {} on {}",
                        bundle.display(),
                        release.display(),
                        input.display()
                    ));
                }
                bundle
            }
        };
        let setting;
        let env: &[(&str, &str)] = match variant.batch {
            Some(value) => {
                setting = [("GRUNDY_BATCH", value)];
                &setting
            }
            None => &[],
        };
        time_one(&program, &input, env)?; // warm-up: page cache, binary loaded
        let mut walls = Vec::new();
        let mut peak_kib = 0;
        for _ in 0..self.runs {
            let (wall, rss) = time_one(&program, &input, env)?;
            walls.push(wall);
            peak_kib = peak_kib.max(rss.unwrap_or(0));
        }
        let median = median(walls);
        let rss = mib(peak_kib);
        // The floor, for the rows a C++ peer times too (the binaries bound by reading).
        let floor = match self.floor {
            Some(floor) if self.peers.has(binary, Language::Cpp) => {
                let ratio = peers::ratio(&program, env, floor, &input, self.pairs.cpp)?;
                format!("{ratio:.2}")
            }
            _ => "—".to_string(),
        };
        let mut cells = Vec::new();
        for language in [Language::Cpp, Language::Python] {
            // The Python peer's figure is the same story on every row: the judge's only.
            let wanted = language == Language::Cpp || variant.label.is_empty();
            let cell = if wanted && self.peers.has(binary, language) {
                self.versus(binary, language, &program, env, &input, measured)?
            } else {
                "—".to_string()
            };
            cells.push(cell);
        }
        Ok(format!(
            "| {binary}{} | {cases} | {:.1} MB | {:.1} ms | {:.0} MB/s | {rss} | {floor} | {} | {} |",
            variant.label.replace("{}", &digits.label()),
            size as f64 / 1e6,
            median * 1e3,
            size as f64 / median / 1e6,
            cells[0],
            cells[1],
        ))
    }

    /// `binary`'s bundle of `flavour` compiled by `rustc --edition 2021 -O`, as the judges
    /// that take Rust compile a submitted file (no LTO, one crate, linked as rustc links by
    /// default): the program a judge runs. Made once per bench run (noted in `measured`),
    /// from the sources as they are.
    ///
    /// The bundle is written by another xtask process: a run's peak memory, as `wait4`
    /// reports it, counts what this process held when it forked the run, and bundling here
    /// took this process from about 1 to 3.5 MiB (every later row read 3.5 MiB).
    fn bundled(
        &self,
        binary: &str,
        flavour: Flavour,
        measured: &mut Measured,
    ) -> Result<PathBuf, String> {
        let (name, portable) = match flavour {
            Flavour::Fast => (binary.to_string(), None),
            Flavour::Portable => (format!("{binary}-portable"), Some("--portable")),
        };
        if let Some((_, program)) = measured.bundles.iter().find(|(built, _)| *built == name) {
            return Ok(program.clone());
        }
        let folder = self.target.join("bench").join("bundles");
        fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        let source = folder.join(format!("{name}.rs"));
        let status = xtask()?
            .args(["bundle", binary])
            .args(portable)
            .arg("-o")
            .arg(&source)
            .status()
            .map_err(|e| format!("cannot run xtask bundle: {e}"))?;
        if !status.success() {
            let option = portable.unwrap_or_default();
            return Err(format!("cargo xtask bundle {binary} {option} failed"));
        }
        let program = folder.join(&name);
        bundle::compile(&source, &program, "2021", &["-O"])?;
        measured.bundles.push((name, program.clone()));
        Ok(program)
    }

    /// The input of `binary`'s row in the form `variant` says (made once, then kept, and
    /// written afresh for each row: `rewritten`).
    fn input(&self, binary: &str, cases: u64, variant: &Variant) -> Result<PathBuf, String> {
        let digits = self.digits;
        let mut gen_args = vec![binary.to_string(), "--cases".into(), cases.to_string()];
        gen_args.extend(["--seed", "1"].map(String::from));
        let mut name = format!("{binary}-{cases}-1");
        if variant.longest {
            gen_args.extend(["--min-digits".to_string(), digits.fewest.to_string()]);
            gen_args.extend(["--digits".to_string(), digits.most.to_string()]);
            gen_args.extend(["--max", "18446744073709551615"].map(String::from));
            name += &format!("-{}-{}digits", digits.fewest, digits.most);
        }
        rewritten(generate(self.inputs, &format!("{name}.in"), &gen_args)?)
    }

    /// `--against`: each of `binaries` against the binary of the same name in `other`, on
    /// the batch path's two inputs (`cases_of` says how many cases), as a table on stdout.
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
            let program = self.target.join("release").join(binary);
            let earlier = Peer::program(other.join(binary));
            let cases = cases_of(binary)?;
            let batch_path =
                |variant: &&Variant| variant.build == Build::Release && variant.batch.is_none();
            for variant in VARIANTS.iter().filter(batch_path) {
                let input = self.input(binary, cases, variant)?;
                let size = fs::metadata(&input).map_err(|e| e.to_string())?.len();
                let cell = match peers::compare(&program, &[], &earlier, &input, pairs)? {
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
        env: &[(&str, &str)],
        input: &Path,
        measured: &mut Measured,
    ) -> Result<String, String> {
        if self.peers.missing(language).is_some() {
            return Ok("—".to_string());
        }
        let peer = self.peers.get(binary, language)?;
        let file = language.file(binary);
        match peers::compare(program, env, &peer, input, self.pairs.of(language))? {
            Comparison::Ratio(ratio) => {
                measured.timed(language, file);
                Ok(format!("{ratio:.3}"))
            }
            Comparison::Differs => {
                eprintln!(
                    "bench: bench/peers/{file} and {binary} print different outputs on {}",
                    input.display()
                );
                measured.differs(format!("`bench/peers/{file}`"));
                Ok("differs".to_string())
            }
        }
    }
}

/// Replaces the text between the `markers` (start, end) of README.md with `table`.
pub fn write_readme(readme: &Path, markers: (&str, &str), table: &str) -> Result<(), String> {
    let (start_marker, end_marker) = markers;
    let text = fs::read_to_string(readme).map_err(|e| format!("{}: {e}", readme.display()))?;
    let (Some(start), Some(end)) = (text.find(start_marker), text.find(end_marker)) else {
        return Err(format!(
            "README.md has no {start_marker} … {end_marker} section"
        ));
    };
    let updated = format!(
        "{}{start_marker}\n{table}\n{}",
        &text[..start],
        &text[end..]
    );
    fs::write(readme, updated).map_err(|e| format!("{}: {e}", readme.display()))
}

/// The middle of the walls (the upper one of an even count).
pub fn median(mut walls: Vec<f64>) -> f64 {
    walls.sort_by(f64::total_cmp);
    walls[walls.len() / 2]
}

/// A peak in KiB as the tables show it (0: the platform did not say).
pub fn mib(peak_kib: u64) -> String {
    if peak_kib > 0 {
        format!("{:.1} MiB", peak_kib as f64 / 1024.0)
    } else {
        "n/a".to_string()
    }
}

/// Where cargo puts the builds (CARGO_TARGET_DIR, or target/ in the crate).
pub fn target_dir() -> PathBuf {
    let root = crate::bundle::crate_root();
    std::env::var_os("CARGO_TARGET_DIR").map_or(root.join("target"), PathBuf::from)
}

/// Builds the release binaries named (only those: a library change would otherwise rebuild
/// all of them), with cargo's progress on stderr so that a long build shows.
pub fn build(root: &Path, binaries: &[&str]) -> Result<(), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command.args(["build", "--release", "--package", "grundy"]);
    for binary in binaries {
        command.args(["--bin", binary]);
    }
    let status = command
        .current_dir(root)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("the release build failed".into());
    }
    Ok(())
}

/// `path` written afresh, a MiB at a time, onto the disk, and put in its place: so that
/// every row is timed on an input the page cache holds as a judge's freshly written or
/// copied file is held, in large pieces. How the cache holds a file depends on who read it
/// in after it left the cache (a new boot, memory pressure): read in by a program that maps
/// it (as the binaries do), it is cached 4 KiB at a time, and every program then reads it
/// slower. On bishi35's 46 MB input of 1–20 digits the floor took 1.26 to 1.6 times as long
/// there, the binary 1.16, the C++ peer 1.11, which moved the ratios by a tenth between runs
/// of one build.
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

/// Reads the file at `path` a MiB at a time, handing each piece to `take`. (Not
/// `io::copy`, which may copy inside the kernel and leave the page cache as it was.)
pub fn read_through(
    path: &Path,
    mut take: impl FnMut(&[u8]) -> std::io::Result<()>,
) -> Result<(), String> {
    let failed = |e: std::io::Error| format!("{}: {e}", path.display());
    let mut file = File::open(path).map_err(failed)?;
    let mut chunk = vec![0; 1 << 20];
    loop {
        match file.read(&mut chunk) {
            Ok(0) => return Ok(()),
            Ok(n) => take(&chunk[..n]).map_err(failed)?,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(failed(e)),
        }
    }
}

/// `folder/name`, made once by `make` and kept: `make` writes a partial file that is renamed
/// when it is complete, so that an interrupted run leaves no truncated input behind.
pub fn cached(
    folder: &Path,
    name: &str,
    make: impl FnOnce(File) -> Result<(), String>,
) -> Result<PathBuf, String> {
    let path = folder.join(name);
    if !path.exists() {
        let partial = path.with_extension("part");
        let file = File::create(&partial).map_err(|e| format!("{}: {e}", partial.display()))?;
        make(file)?;
        fs::rename(&partial, &path).map_err(|e| e.to_string())?;
    }
    Ok(path)
}

/// The output of `cargo xtask gen ARGS…` (the binary first), as `folder/name`, generated
/// once and kept.
///
/// Generated by a child process: Linux counts the memory of the process that spawns a
/// program into that program's peak (at exec), so the measuring process must stay small.
pub fn generate(folder: &Path, name: &str, gen_args: &[String]) -> Result<PathBuf, String> {
    cached(folder, name, |file| {
        let status = xtask()?
            .arg("gen")
            .args(gen_args)
            .stdout(file)
            .status()
            .map_err(|e| e.to_string())?;
        if !status.success() {
            return Err(format!("cargo xtask gen {} failed", gen_args.join(" ")));
        }
        Ok(())
    })
}

/// A command that runs this xtask again (as `cargo xtask`, without cargo): for work whose
/// memory must not stay in the measuring process (`generate`, `Bench::bundled`).
fn xtask() -> Result<Command, String> {
    let me = std::env::current_exe().map_err(|e| format!("this program's path: {e}"))?;
    Ok(Command::new(me))
}

/// One run of a program: wall seconds, peak RSS in KiB (0 where the platform does not
/// report it), and the exit status as a shell shows it (128 + the signal when killed).
pub struct Run {
    pub wall: f64,
    pub peak_kib: u64,
    pub status: i32,
}

/// Runs `program` with `args`, stdin from `input` (empty without one), stdout and stderr
/// discarded, held to the guards of `peak_memory::guard` (a runaway binary must not take
/// a shared machine's memory).
pub fn run_once(
    program: &Path,
    args: &[String],
    input: Option<&Path>,
    env: &[(&str, &str)],
) -> Result<Run, String> {
    let held = Held {
        memory_mib: peak_memory::MEMORY_GUARD_MIB,
        stderr: None,
    };
    run_held(program, args, input, env, held)
}

/// What a run is held to beyond its processor time: its address space, and where its
/// stderr goes (a file, to be read after it ends; discarded without one).
pub struct Held<'a> {
    pub memory_mib: u64,
    pub stderr: Option<&'a Path>,
}

/// `run_once` with the address space and stderr of `held`.
pub fn run_held(
    program: &Path,
    args: &[String],
    input: Option<&Path>,
    env: &[(&str, &str)],
    held: Held,
) -> Result<Run, String> {
    let stdin = match input {
        Some(input) => Stdio::from(File::open(input).map_err(|e| e.to_string())?),
        None => Stdio::null(),
    };
    let stderr = match held.stderr {
        Some(path) => {
            Stdio::from(File::create(path).map_err(|e| format!("{}: {e}", path.display()))?)
        }
        None => Stdio::null(),
    };
    let mut command = Command::new(program);
    command
        .args(args)
        .envs(env.iter().copied())
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(stderr);
    peak_memory::guard(&mut command, held.memory_mib);
    let start = Instant::now();
    let child = command
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
    let (status, peak) = peak_memory::wait(child).map_err(|e| e.to_string())?;
    let wall = start.elapsed().as_secs_f64();
    Ok(Run {
        wall,
        peak_kib: peak.unwrap_or(0),
        status,
    })
}

/// One run with stdin from `input` that must succeed: wall seconds and peak RSS in KiB
/// (where the platform reports it).
fn time_one(
    program: &Path,
    input: &Path,
    env: &[(&str, &str)],
) -> Result<(f64, Option<u64>), String> {
    let run = run_once(program, &[], Some(input), env)?;
    if run.status != 0 {
        let status = run.status;
        return Err(format!("{} exited with status {status}", program.display()));
    }
    Ok((run.wall, Some(run.peak_kib).filter(|&kib| kib > 0)))
}

/// What `rustc -V` says (the compiler the bundle rows were built with).
fn rustc_version() -> String {
    let version = Command::new("rustc").arg("-V").output();
    match version {
        Ok(output) if output.status.success() => {
            String::from_utf8_lossy(&output.stdout).trim().to_string()
        }
        _ => "rustc".to_string(),
    }
}

/// The line that says where and when a table was measured.
pub fn machine() -> String {
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split(':').nth(1))
                .map(|name| name.trim().to_string())
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_string());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!(
        "Measured {} on {cpu}, {cores} cores, {}.",
        today(),
        std::env::consts::OS
    )
}

/// Today's date (UTC) as YYYY-MM-DD, from the system clock: days since 1970 turned into a
/// civil date by the era arithmetic of the proleptic Gregorian calendar.
fn today() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = (seconds / 86_400) as i64 + 719_468; // days since 0000-03-01
    let era = days.div_euclid(146_097);
    let day_of_era = days - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153; // March = 0
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The child's peak resident set size, and the guards every measured run is held to. std
/// reports no resource usage and sets no limits, so on 64-bit Linux this asks `wait4(2)` and
/// `setrlimit(2)` directly (the only uses of `unsafe` in the project, in tooling only);
/// elsewhere the figure is left out and the runs are unguarded.
pub mod peak_memory {
    use std::process::{Child, Command};

    /// Whether `guard` holds the runs here (and `wait` reports their peak).
    pub const GUARDED: bool = cfg!(all(target_os = "linux", target_pointer_width = "64"));

    /// Address space a measured run may take, in MiB: four times the judges' 256 MiB, so a
    /// run over the limit still shows how far over it is, while a runaway one (LeetCode
    /// 913 on 1000 nodes once took 23 GB) is stopped by a failed allocation (status 134)
    /// before it takes a shared machine's memory.
    pub const MEMORY_GUARD_MIB: u64 = 1024;
    /// Processor seconds a measured run may take (then SIGXCPU, status 152).
    pub const CPU_GUARD_SECONDS: u64 = 30;

    /// Holds the program `command` starts to `memory_mib` MiB of address space (a failed
    /// allocation past it) and CPU_GUARD_SECONDS of processor time.
    #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
    pub fn guard(command: &mut Command, memory_mib: u64) {
        use std::os::unix::process::CommandExt;
        #[repr(C)]
        struct Limit {
            soft: u64,
            hard: u64,
        }
        extern "C" {
            fn setrlimit(resource: i32, limit: *const Limit) -> i32;
        }
        const RLIMIT_CPU: i32 = 0;
        const RLIMIT_AS: i32 = 9;
        let memory = Limit {
            soft: memory_mib << 20,
            hard: memory_mib << 20,
        };
        // The hard limit one second later: SIGKILL if SIGXCPU is ignored.
        let cpu = Limit {
            soft: CPU_GUARD_SECONDS,
            hard: CPU_GUARD_SECONDS + 1,
        };
        let set = move || {
            // SAFETY: setrlimit is async-signal-safe, so it may run between fork and exec;
            // both pointers are to live, correctly laid out values.
            let failed =
                unsafe { setrlimit(RLIMIT_AS, &memory) != 0 || setrlimit(RLIMIT_CPU, &cpu) != 0 };
            if failed {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        };
        // SAFETY: the closure allocates nothing and touches no lock (see above).
        unsafe {
            command.pre_exec(set);
        }
    }

    #[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
    pub fn guard(_command: &mut Command, _memory_mib: u64) {}

    #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
    pub fn wait(child: Child) -> std::io::Result<(i32, Option<u64>)> {
        #[repr(C)]
        struct Rusage {
            user_time: [i64; 2],
            system_time: [i64; 2],
            max_rss_kib: i64,
            rest: [i64; 13],
        }
        extern "C" {
            fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Rusage) -> i32;
        }
        let pid = child.id() as i32;
        let mut status = 0;
        let mut usage = Rusage {
            user_time: [0; 2],
            system_time: [0; 2],
            max_rss_kib: 0,
            rest: [0; 13],
        };
        // SAFETY: both pointers are to live, correctly laid out locals; the pid is our
        // child's, which has not been waited for (std's Child is dropped without waiting).
        let reaped = unsafe { wait4(pid, &mut status, 0, &mut usage) };
        if reaped != pid {
            return Err(std::io::Error::last_os_error());
        }
        // Exit status as a shell shows it: the code, or 128 + the signal.
        let code = if status & 0x7f == 0 {
            (status >> 8) & 0xff
        } else {
            128 + (status & 0x7f)
        };
        Ok((code, Some(usage.max_rss_kib as u64)))
    }

    #[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
    pub fn wait(mut child: Child) -> std::io::Result<(i32, Option<u64>)> {
        let status = child.wait()?;
        Ok((status.code().unwrap_or(128), None))
    }
}
