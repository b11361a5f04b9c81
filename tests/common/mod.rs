//! What the integration tests share: the list of binaries, their samples, and running one.

#![allow(dead_code)] // each test file uses its own part of this module

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every binary of the crate: the file stems in src/bin, sorted.
pub fn binaries() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(root().join("src/bin"))
        .expect("src/bin exists")
        .map(|entry| entry.expect("readable src/bin").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// One sample: its inputs (stdin or arguments) and what the binary must answer.
pub struct Sample {
    pub name: String,
    pub stdin: Vec<u8>,
    pub args: Vec<String>,
    pub stdout: Vec<u8>,
    /// `None` for a `sample-N`, which must succeed with nothing on stderr.
    pub stderr: Option<Vec<u8>>,
}

impl Sample {
    pub fn expected_status(&self) -> i32 {
        if self.stderr.is_some() {
            2
        } else {
            0
        }
    }
}

/// The samples in samples/<binary>/: `sample-N.in` or `sample-N.args` with `sample-N.out`;
/// `error-N.in` or `error-N.args` with `error-N.out` and `error-N.err`. A file that fits no
/// such set is an error, so that a misnamed sample cannot be skipped silently.
pub fn samples(binary: &str) -> Result<Vec<Sample>, String> {
    let dir = root().join("samples").join(binary);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .map(|entry| entry.expect("readable samples folder").path())
        .collect();
    files.sort();
    let read = |path: &Path| fs::read(path).map_err(|e| format!("{}: {e}", path.display()));
    let mut samples = Vec::new();
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let (stem, ext) = name.rsplit_once('.').unwrap_or((&name, ""));
        let is_error = stem.starts_with("error-");
        let known_stem = is_error || stem.starts_with("sample-");
        if !known_stem || !["in", "args", "out", "err"].contains(&ext) {
            return Err(format!("{}: not a sample file name", file.display()));
        }
        let sibling = |ext: &str| dir.join(format!("{stem}.{ext}"));
        let has_input = sibling("in").exists() || sibling("args").exists();
        let complete =
            has_input && sibling("out").exists() && (!is_error || sibling("err").exists());
        if !complete || (ext == "err" && !is_error) {
            return Err(format!("{}: its sample set is incomplete", file.display()));
        }
        if ext != "in" && ext != "args" {
            continue;
        }
        let (stdin, args) = if ext == "in" {
            (read(file)?, Vec::new())
        } else {
            let text = String::from_utf8(read(file)?).map_err(|e| e.to_string())?;
            (
                Vec::new(),
                text.split_whitespace().map(String::from).collect(),
            )
        };
        samples.push(Sample {
            name: format!("{binary}/{stem}"),
            stdin,
            args,
            stdout: read(&sibling("out"))?,
            stderr: if is_error {
                Some(read(&sibling("err"))?)
            } else {
                None
            },
        });
    }
    Ok(samples)
}

/// The built binary's path (Cargo builds every binary before the integration tests).
pub fn binary_path(binary: &str) -> PathBuf {
    assert_cmd::cargo::cargo_bin(binary)
}

pub struct Outcome {
    pub status: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// Runs `binary` with `args`, feeding `stdin` from another thread so that a large input and
/// a large output cannot block each other.
pub fn run(binary: &str, args: &[String], stdin: &[u8]) -> Outcome {
    run_with(binary, args, stdin, &[])
}

/// `run` with variables added to the binary's environment.
pub fn run_with(binary: &str, args: &[String], stdin: &[u8], env: &[(&str, &str)]) -> Outcome {
    let mut command = Command::new(binary_path(binary));
    command.args(args).envs(env.iter().copied());
    let output = feed(command, stdin);
    Outcome {
        status: output.status.code(),
        stdout: output.stdout,
        stderr: output.stderr,
    }
}

/// Runs `command` with `stdin` fed from another thread (a large input and a large output
/// must not wait on each other) and its stdout and stderr gathered.
pub fn feed(mut command: Command, stdin: &[u8]) -> std::process::Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {command:?}: {e}"));
    let mut pipe = child.stdin.take().unwrap();
    let input = stdin.to_vec();
    // The program may stop reading early (at a fault); a broken pipe here is expected.
    let feeder = std::thread::spawn(move || drop(pipe.write_all(&input)));
    let output = child.wait_with_output().expect("the program runs");
    feeder.join().unwrap();
    output
}

/// Bytes as text for a failure message, cut short when long.
pub fn show(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    if text.chars().count() > 2000 {
        let head: String = text.chars().take(2000).collect();
        format!("{head}… ({} bytes in all)\n", bytes.len())
    } else {
        text.into_owned()
    }
}

/// Runs `binary` with `args` and a stdin pipe that stays open and never delivers a byte:
/// a program that reads it waits for ever, so after `limit` it is killed and the run is an
/// error (a hang guard, not a timing measure). For short outputs: the pipes are read once
/// the program has ended.
pub fn run_unfed(
    binary: &str,
    args: &[&str],
    limit: std::time::Duration,
) -> Result<Outcome, String> {
    let mut child = Command::new(binary_path(binary))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {binary}: {e}"))?;
    // Held, not written, until the program has ended.
    let stdin = child.stdin.take();
    let start = std::time::Instant::now();
    while child.try_wait().map_err(|e| e.to_string())?.is_none() {
        if start.elapsed() > limit {
            child.kill().ok();
            child.wait().ok();
            return Err(format!(
                "{binary} {args:?}: still waiting for stdin after {limit:?}"
            ));
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    drop(stdin);
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    Ok(Outcome {
        status: output.status.code(),
        stdout: output.stdout,
        stderr: output.stderr,
    })
}
