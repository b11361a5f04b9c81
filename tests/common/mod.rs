//! What the integration tests share: the list of binaries, their samples, and running one.

#![allow(dead_code)] // each test file uses its own part of this module

use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every binary of the crate: the file stems in src/bin, sorted.
pub fn binaries() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(root().join("src/bin"))
        .expect("src/bin exists")
        .map(|entry| entry.expect("readable src/bin").path())
        .filter(|path| matches!(path.extension(), Some(ext) if ext == "rs"))
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
    /// What stderr must hold: the fault's line for an `error-N`; for a `sample-N`, nothing,
    /// or the line that says what followed the format's end and was ignored
    /// (`sample-N.err`).
    pub stderr: Vec<u8>,
    /// An `error-N`: malformed input, status 2.
    pub error: bool,
}

impl Sample {
    pub fn expected_status(&self) -> i32 {
        if self.error {
            2
        } else {
            0
        }
    }

    /// Whether `outcome` is what the sample expects; if not, both, for a failure message.
    pub fn check(&self, outcome: &Outcome) -> Result<(), String> {
        let status = Some(self.expected_status());
        let stderr = self.stderr.as_slice();
        if outcome.status == status && outcome.stdout == self.stdout && outcome.stderr == stderr {
            return Ok(());
        }
        Err(format!(
            "exit {:?} (expected {status:?})\n--- stdout\n{}--- expected\n{}--- stderr\n{}--- expected\n{}",
            outcome.status,
            show(&outcome.stdout),
            show(&self.stdout),
            show(&outcome.stderr),
            show(stderr),
        ))
    }
}

/// The samples in samples/<binary>/: `sample-N.in` or `sample-N.args` with `sample-N.out`
/// (and `sample-N.err` when text after the format's end is ignored, with a line that says
/// so); `error-N.in` or `error-N.args` with `error-N.out` and `error-N.err`. A file that fits
/// no such set is an error, so that a misnamed sample cannot be skipped silently.
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
        if !complete {
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
            stderr: if sibling("err").exists() {
                read(&sibling("err"))?
            } else {
                Vec::new()
            },
            error: is_error,
        });
    }
    Ok(samples)
}

/// The built binary's path: Cargo builds every binary before the integration tests, into
/// the folder above the tests' own `deps/`.
pub fn binary_path(binary: &str) -> PathBuf {
    let test = std::env::current_exe().expect("the test knows its own path");
    let deps = test.parent().expect("a test runs from deps/");
    let folder = deps.parent().expect("deps/ is in the profile's folder");
    folder.join(format!("{binary}{}", std::env::consts::EXE_SUFFIX))
}

pub struct Outcome {
    pub status: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// Longer than any run of these tests takes, even on a loaded machine: a run past it has
/// hung.
pub const NO_HANG: Duration = Duration::from_secs(600);

/// Runs `binary` with `args`, feeding `stdin` from another thread so that a large input and
/// a large output cannot block each other.
pub fn run(binary: &str, args: &[String], stdin: &[u8]) -> Outcome {
    run_with(binary, args, stdin, &[])
}

/// `run` with variables added to the binary's environment.
pub fn run_with(binary: &str, args: &[String], stdin: &[u8], env: &[(&str, &str)]) -> Outcome {
    feed(command(binary, args, env), stdin)
}

/// `binary` with `args` and variables added to its environment, to be started.
fn command(binary: &str, args: &[String], env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(binary_path(binary));
    command.args(args).envs(env.iter().copied());
    command
}

/// `binary` under an address-space limit of `kib` KiB: a shell that sets the limit and
/// becomes the binary, passing on the arguments added to the command.
pub fn under_memory(binary: &str, kib: u64) -> Command {
    let mut command = Command::new("sh");
    let script = format!(
        "ulimit -v {kib}; exec {} \"$@\"",
        binary_path(binary).display()
    );
    command.arg("-c").arg(script).arg("sh");
    command
}

/// Runs `binary` with `args` and the file `path` on stdin.
pub fn run_from_file(binary: &str, args: &[String], path: &Path, env: &[(&str, &str)]) -> Outcome {
    let command = command(binary, args, env);
    launch(command, Input::File(path), NO_HANG).unwrap_or_else(|e| panic!("{e}"))
}

/// Runs `command` (a binary, or `under_memory` one) with `stdin`.
pub fn feed(command: Command, stdin: &[u8]) -> Outcome {
    launch(command, Input::Fed(stdin), NO_HANG).unwrap_or_else(|e| panic!("{e}"))
}

/// What a run's stdin is.
pub enum Input<'a> {
    /// These bytes, written from another thread (a large input and a large output must not
    /// wait on each other). The program may stop reading early, at a fault.
    Fed(&'a [u8]),
    /// A pipe that stays open and never delivers a byte: a program that reads it waits until
    /// it is killed.
    Unfed,
    /// Nothing: the end of input at once (`/dev/null`).
    Closed,
    /// This file, opened for the run: a regular file on stdin, as `< FILE` gives it (and as
    /// the binaries map it into memory).
    File(&'a Path),
    /// This byte, written from another thread without end, until the program stops reading
    /// (or is killed at the limit).
    Endless(u8),
}

/// The tests' one child-process runner: `command` with `input` on stdin, its stdout and
/// stderr gathered on threads of their own, and killed once `limit` has passed, which is then
/// an error (a hang guard, not a timing measure).
pub fn launch(mut command: Command, input: Input, limit: Duration) -> Result<Outcome, String> {
    let stdin = match input {
        Input::Closed => Stdio::null(),
        Input::Fed(_) | Input::Unfed | Input::Endless(_) => Stdio::piped(),
        Input::File(path) => fs::File::open(path)
            .map_err(|e| format!("cannot open {}: {e}", path.display()))?
            .into(),
    };
    let mut child = command
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {command:?}: {e}"))?;
    let pipe = child.stdin.take();
    let (feeder, held) = match (input, pipe) {
        (Input::Fed(bytes), Some(mut pipe)) => {
            let bytes = bytes.to_vec();
            // A broken pipe is expected of a program that stops reading at a fault.
            let feeder = std::thread::spawn(move || drop(pipe.write_all(&bytes)));
            (Some(feeder), None)
        }
        (Input::Endless(byte), Some(mut pipe)) => {
            // Ends when the program's end closes the pipe.
            let feeder = std::thread::spawn(move || {
                let block = [byte; 1 << 16];
                while pipe.write_all(&block).is_ok() {}
            });
            (Some(feeder), None)
        }
        (_, pipe) => (None, pipe),
    };
    let start = Instant::now();
    let (closed, stdout_closed) = mpsc::channel();
    let gather = |mut pipe: Box<dyn Read + Send>, closed: Option<mpsc::Sender<()>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            pipe.read_to_end(&mut bytes).ok();
            closed.map(|closed| closed.send(()));
            bytes
        })
    };
    let stdout = gather(Box::new(child.stdout.take().unwrap()), Some(closed));
    let stderr = gather(Box::new(child.stderr.take().unwrap()), None);
    // A program closes its stdout when it ends (almost always): waiting for that, rather than
    // polling from the start, saves each of the tests' thousands of runs a fifth of its time.
    let _ = stdout_closed.recv_timeout(limit);
    let status = wait_within(&mut child, limit.saturating_sub(start.elapsed()))
        .map_err(|_| format!("{command:?}: still running after {limit:?}"))?;
    drop(held);
    if let Some(feeder) = feeder {
        feeder.join().unwrap();
    }
    Ok(Outcome {
        status: status.code(),
        stdout: stdout.join().unwrap(),
        stderr: stderr.join().unwrap(),
    })
}

/// The child's exit status once it ends, or, past `limit`, an error after it is killed
/// (the error says what else happened, if anything did).
pub fn wait_within(child: &mut Child, limit: Duration) -> Result<ExitStatus, String> {
    let start = Instant::now();
    // Short first: most runs end within a millisecond.
    let mut pause = Duration::from_micros(50);
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            return Ok(status);
        }
        if start.elapsed() > limit {
            child.kill().ok();
            child.wait().ok();
            return Err(format!("still running after {limit:?}"));
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    }
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

/// Runs `binary` with `args` and a stdin that stays open and never delivers a byte, killed
/// after `limit` (an error then).
pub fn run_unfed(binary: &str, args: &[&str], limit: Duration) -> Result<Outcome, String> {
    let mut command = Command::new(binary_path(binary));
    command.args(args);
    launch(command, Input::Unfed, limit)
}
