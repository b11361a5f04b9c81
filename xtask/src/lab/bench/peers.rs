//! The programs a batch binary is timed against, kept in `bench/peers/`: a C++ fast-IO
//! program per peered binary (built here with `g++ -O2` into the target dir, when the machine
//! has g++) and the source notes' Python solutions of the BISHI problems (run with
//! `python3`). A peer is timed only after it has printed exactly the binary's output on the
//! same input; the figure is the median of the program/peer wall-time ratios of alternating
//! pairs (program, peer, program, peer, …), since a shared machine's speed drifts between
//! runs but rarely within a pair.

use crate::lab::measure::{median, run_once};
use std::collections::hash_map::DefaultHasher;
use std::fs::{self, File};
use std::hash::Hasher;
use std::io::{ErrorKind, Read};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The language of a peer: how its file is named and run.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Language {
    Cpp,
    Python,
}

impl Language {
    /// The column's name, the peers' file extension, and the tool that builds or runs them.
    fn spec(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Language::Cpp => ("C++", "cpp", "g++"),
            Language::Python => ("Python", "py", "python3"),
        }
    }

    pub fn name(self) -> &'static str {
        self.spec().0
    }

    /// The name of `binary`'s peer in this language, in `bench/peers/`.
    pub fn file(self, binary: &str) -> String {
        format!("{binary}.{}", self.spec().1)
    }
}

/// The peer folder, where its C++ programs are built, and whether this machine has g++ and
/// python3 (the reason when not).
pub struct Peers {
    sources: PathBuf,
    /// `bench/floor.cpp`.
    floor: PathBuf,
    built: PathBuf,
    cpp: Result<(), String>,
    python: Result<(), String>,
}

/// A peer ready to run: the program and its arguments.
pub struct Peer {
    program: PathBuf,
    args: Vec<String>,
}

/// What comparing a binary with a peer found.
pub enum Comparison {
    /// The median program/peer ratio of the pairs.
    Ratio(f64),
    /// The peer printed something else than the binary: it is not timed.
    Differs,
}

impl Peers {
    /// The peers of the crate at `root`, built under `target`/bench/peers.
    pub fn new(root: &Path, target: &Path) -> Peers {
        Peers {
            sources: root.join("bench").join("peers"),
            floor: root.join("bench").join("floor.cpp"),
            built: target.join("bench").join("peers"),
            cpp: available(Language::Cpp),
            python: available(Language::Python),
        }
    }

    /// Whether `bench/peers/` holds a peer of `binary` in `language`.
    pub fn has(&self, binary: &str, language: Language) -> bool {
        self.source(binary, language).exists()
    }

    /// Why this machine cannot run `language`'s peers, if it cannot.
    pub fn missing(&self, language: Language) -> Option<&str> {
        let tool = match language {
            Language::Cpp => &self.cpp,
            Language::Python => &self.python,
        };
        tool.as_ref().err().map(String::as_str)
    }

    fn source(&self, binary: &str, language: Language) -> PathBuf {
        self.sources.join(language.file(binary))
    }

    /// `binary`'s peer in `language`, built if it is C++ (again only when its source or the
    /// shared header is newer than the build). The caller has checked `has` and `missing`.
    pub fn get(&self, binary: &str, language: Language) -> Result<Peer, String> {
        let source = self.source(binary, language);
        if language == Language::Python {
            return Ok(Peer {
                program: PathBuf::from("python3"),
                args: vec![source.display().to_string()],
            });
        }
        self.built_cpp(&source, binary, &self.sources.join("fastio.h"))
    }

    /// The floor (`bench/floor.cpp`, built like a C++ peer): a program that reads its input
    /// in 64 KiB blocks and does nothing else. The caller has checked `missing`.
    pub fn floor(&self) -> Result<Peer, String> {
        self.built_cpp(&self.floor, "floor", &self.floor)
    }

    /// `source` built by `g++ -O2` as `name` (again only when it, or `header`, is newer
    /// than the build).
    fn built_cpp(&self, source: &Path, name: &str, header: &Path) -> Result<Peer, String> {
        fs::create_dir_all(&self.built).map_err(|e| format!("{}: {e}", self.built.display()))?;
        let program = self.built.join(name);
        if newer(source, &program) || newer(header, &program) {
            let output = Command::new("g++")
                .args(["-O2", "-o"])
                .arg(&program)
                .arg(source)
                .output()
                .map_err(|e| format!("cannot run g++: {e}"))?;
            if !output.status.success() {
                return Err(format!(
                    "g++ -O2 {} failed:\n{}",
                    source.display(),
                    String::from_utf8_lossy(&output.stderr)
                ));
            }
        }
        Ok(Peer {
            program,
            args: Vec::new(),
        })
    }
}

impl Peer {
    /// A program run with no arguments: another build of a binary, for `bench --against`.
    pub fn program(program: PathBuf) -> Peer {
        Peer {
            program,
            args: Vec::new(),
        }
    }
}

/// Whether `language`'s tool answers `--version` here (the reason when it does not).
fn available(language: Language) -> Result<(), String> {
    let tool = language.spec().2;
    match Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
    {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => Err(format!("`{tool} --version` exited with {status}")),
        Err(e) => Err(format!("no {tool} on this machine ({e})")),
    }
}

/// Whether `source` was changed after `built` was made (or `built` is not there).
fn newer(source: &Path, built: &Path) -> bool {
    let modified = |path: &Path| fs::metadata(path).and_then(|m| m.modified()).ok();
    match (modified(source), modified(built)) {
        (Some(source), Some(built)) => source > built,
        _ => true,
    }
}

/// Runs `program args` on `input` and hands its stdout to `take` chunk by chunk;
/// an error unless it exits with status 0.
fn stream(
    program: &Path,
    args: &[String],
    input: &Path,
    mut take: impl FnMut(&[u8]),
) -> Result<(), String> {
    let stdin = File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let mut child = Command::new(program)
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
    let mut stdout = child.stdout.take().expect("piped stdout");
    let mut chunk = vec![0; 1 << 16];
    loop {
        match stdout.read(&mut chunk) {
            Ok(0) => break,
            Ok(read) => take(&chunk[..read]),
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) => return Err(format!("{}: {e}", program.display())),
        }
    }
    let status = child.wait().map_err(|e| e.to_string())?;
    if !status.success() {
        let command = format!("{} {}", program.display(), args.join(" "));
        return Err(format!("{command} < {}: {status}", input.display()));
    }
    Ok(())
}

/// The length and a hash of what `program args` prints on `input`. The output is hashed as
/// it arrives, not kept: the measuring process must stay small, since Linux counts its
/// memory into the peak of the programs it starts (see `measure::generate`).
pub fn fingerprint(program: &Path, args: &[String], input: &Path) -> Result<(u64, u64), String> {
    let mut hasher = DefaultHasher::new();
    let mut length = 0;
    stream(program, args, input, |chunk| {
        hasher.write(chunk);
        length += chunk.len() as u64;
    })?;
    Ok((length, hasher.finish()))
}

/// Compares `program` with `peer` on `input`: their outputs once, then the wall times of
/// `pairs` alternating pairs.
pub fn compare(
    program: &Path,
    peer: &Peer,
    input: &Path,
    pairs: u64,
) -> Result<Comparison, String> {
    // Also the warm-up of both: the input in the page cache, both programs loaded.
    let theirs = fingerprint(&peer.program, &peer.args, input)?;
    if fingerprint(program, &[], input)? != theirs {
        return Ok(Comparison::Differs);
    }
    Ok(Comparison::Ratio(ratio(program, peer, input, pairs)?))
}

/// The median program/`other` wall-time ratio of `pairs` alternating pairs on `input`
/// (whatever either prints: `compare` checks that first where it matters).
pub fn ratio(program: &Path, other: &Peer, input: &Path, pairs: u64) -> Result<f64, String> {
    let mut ratios = Vec::new();
    for _ in 0..pairs.max(1) {
        let mine = run_once(program, &[], Some(input))?;
        let theirs = run_once(&other.program, &other.args, Some(input))?;
        if mine.status != 0 || theirs.status != 0 {
            return Err(format!(
                "{} or {} failed on {} (status {} / {})",
                program.display(),
                other.program.display(),
                input.display(),
                mine.status,
                theirs.status
            ));
        }
        ratios.push(mine.wall / theirs.wall);
    }
    Ok(median(ratios))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::Program;
    use crate::samples::samples;

    /// Every peer prints exactly each sample's expected output (when this machine can build
    /// or run it: otherwise the test says why it skipped).
    #[test]
    fn every_peer_answers_the_samples() {
        let root = crate::cargo::crate_root();
        let peers = Peers::new(&root, &crate::cargo::target_dir());
        let mut checked = 0;
        let mut sources: Vec<PathBuf> = fs::read_dir(&peers.sources)
            .expect("bench/peers")
            .map(|entry| entry.expect("bench/peers entry").path())
            .collect();
        sources.sort();
        for source in sources {
            let language = match source.extension().and_then(|e| e.to_str()) {
                Some("cpp") => Language::Cpp,
                Some("py") => Language::Python,
                _ => continue,
            };
            let binary = source.file_stem().unwrap().to_str().unwrap();
            if let Some(reason) = peers.missing(language) {
                println!("skipped {}: {reason}", source.display());
                continue;
            }
            let samples = samples(&root.join("samples").join(binary)).unwrap();
            assert!(samples.iter().any(|s| !s.error), "{binary} has no samples");
            let peer = peers.get(binary, language).unwrap();
            let program = Program::path(&peer.program).with_args(&peer.args);
            for sample in samples.iter().filter(|s| !s.error) {
                let outcome = program.run(&sample.stdin, None).unwrap();
                assert!(
                    outcome.succeeded() && outcome.stdout == sample.stdout,
                    "{} on {binary}'s {}: {}, printed\n{}",
                    source.display(),
                    sample.name,
                    outcome.ending(),
                    String::from_utf8_lossy(&outcome.stdout)
                );
                checked += 1;
            }
        }
        println!("{checked} samples answered by the peers");
    }
}
