//! The one way the tools run a program on bytes: stdin fed from another thread (a large
//! input and a large output must not wait on each other), stdout and stderr captured, the
//! exit status, the wall time, and an optional time limit after which the program is
//! killed; and how two outputs are compared and shown. `check`, `stress` (every seat, and
//! `table`'s commands) run programs through it; `bench` and `bench --limits` time theirs
//! from a file under memory guards (`lab/measure.rs`).

use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A program with its arguments, run as often as wanted.
#[derive(Clone, Debug)]
pub struct Program {
    words: Vec<OsString>,
    /// How it is shown to the user: the command as given, or the path.
    pub shown: String,
}

/// What one run gave.
#[derive(Debug)]
pub struct Outcome {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// The exit code; `None` when a signal ended the program or the limit killed it.
    pub status: Option<i32>,
    pub wall: Duration,
    pub timed_out: bool,
}

impl Outcome {
    /// Whether the run ended by itself with status 0.
    pub fn succeeded(&self) -> bool {
        !self.timed_out && self.status == Some(0)
    }

    /// How the run ended, in words: `exit 0`, `exit 3`, `killed by a signal`, `time-out`.
    pub fn ending(&self) -> String {
        match (self.timed_out, self.status) {
            (true, _) => format!("time-out after {:.2} s", self.wall.as_secs_f64()),
            (false, Some(code)) => format!("exit {code}"),
            (false, None) => "killed by a signal".to_string(),
        }
    }
}

impl Program {
    /// The program at `path`, without arguments.
    pub fn path(path: &std::path::Path) -> Program {
        Program {
            words: vec![path.as_os_str().to_owned()],
            shown: path.display().to_string(),
        }
    }

    /// A program and its arguments, already split.
    pub fn words(words: &[String]) -> Result<Program, String> {
        if words.is_empty() {
            return Err("no command given".into());
        }
        Ok(Program {
            words: words.iter().map(OsString::from).collect(),
            shown: words.join(" "),
        })
    }

    /// A command line as one string (`'./a.out'`, `'python3 sol.py'`): words split at
    /// whitespace, with '…' or "…" keeping spaces inside a word. No shell runs it.
    pub fn line(line: &str) -> Result<Program, String> {
        let mut words = Vec::new();
        let mut word: Option<String> = None;
        let mut quote = None;
        for ch in line.chars() {
            match quote {
                Some(q) if ch == q => quote = None,
                Some(_) => word.get_or_insert_with(String::new).push(ch),
                None if ch == '\'' || ch == '"' => {
                    quote = Some(ch);
                    word.get_or_insert_with(String::new);
                }
                None if ch.is_whitespace() => words.extend(word.take()),
                None => word.get_or_insert_with(String::new).push(ch),
            }
        }
        if quote.is_some() {
            return Err(format!("unclosed quote in the command {line:?}"));
        }
        words.extend(word);
        let mut program = Program::words(&words)?;
        program.shown = line.trim().to_string();
        Ok(program)
    }

    /// What to do when the program cannot start: a source file is compiled first, and a
    /// program in the current folder is named with its path (`./a.out`: without a `/` the
    /// system looks in PATH only).
    fn hint(&self) -> String {
        let program = std::path::Path::new(&self.words[0]);
        let source = ["c", "cc", "cpp", "cxx", "java", "rs", "go", "kt"];
        let extension = program.extension().and_then(|e| e.to_str());
        if extension.is_some_and(|e| source.contains(&e)) {
            return format!(" (a source file: compile it first, then give the program: g++ -O2 -o sol {0} and ./sol)", program.display());
        }
        let bare = program.components().count() == 1 && program.is_file();
        match bare {
            true => format!(" (did you mean ./{}?)", program.display()),
            false => String::new(),
        }
    }

    /// The same program with `args` after its own.
    pub fn with_args(mut self, args: &[String]) -> Program {
        self.words.extend(args.iter().map(OsString::from));
        self
    }

    /// Runs the program on `stdin`, killed after `limit` when one is given.
    pub fn run(&self, stdin: &[u8], limit: Option<Duration>) -> Result<Outcome, String> {
        let mut command = Command::new(&self.words[0]);
        command
            .args(&self.words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let started = Instant::now();
        let mut child = command
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}{}", self.shown, self.hint()))?;
        let mut pipe = child.stdin.take().expect("stdin is piped");
        let bytes = stdin.to_vec();
        // A program that stops reading (at a fault, or one that ignores stdin) closes the
        // pipe: not an error of the run.
        let feeder = std::thread::spawn(move || {
            let _ = pipe.write_all(&bytes);
        });
        let stdout = gather(child.stdout.take());
        let stderr = gather(child.stderr.take());
        let (status, timed_out) = wait(&mut child, started, limit)?;
        let wall = started.elapsed();
        // A killed program's own children may still hold the pipes: its output is dropped
        // rather than waited for.
        let (stdout, stderr) = if timed_out {
            (Vec::new(), Vec::new())
        } else {
            let _ = feeder.join();
            (joined(stdout), joined(stderr))
        };
        Ok(Outcome {
            stdout,
            stderr,
            status,
            wall,
            timed_out,
        })
    }
}

/// Reads a pipe to its end on another thread.
fn gather(pipe: Option<impl Read + Send + 'static>) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

fn joined(handle: JoinHandle<Vec<u8>>) -> Vec<u8> {
    handle.join().unwrap_or_default()
}

/// Waits for the child, or kills it at the limit: its exit code and whether it timed out.
fn wait(
    child: &mut Child,
    started: Instant,
    limit: Option<Duration>,
) -> Result<(Option<i32>, bool), String> {
    let Some(limit) = limit else {
        let status = child.wait().map_err(|e| e.to_string())?;
        return Ok((status.code(), false));
    };
    // Polled, first often (most runs end within milliseconds), then every 10 ms.
    let mut pause = Duration::from_micros(100);
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            return Ok((status.code(), false));
        }
        if started.elapsed() >= limit {
            let _ = child.kill();
            let _ = child.wait();
            return Ok((None, true));
        }
        std::thread::sleep(pause.min(limit.saturating_sub(started.elapsed())));
        pause = (pause * 2).min(Duration::from_millis(10));
    }
}

/// The first line where `found` differs from `expected`, or `None` when they agree:
/// byte for byte when `exact`, else as judges compare (trailing spaces and `\r` of each
/// line, and empty last lines, ignored).
pub fn compare(expected: &[u8], found: &[u8], exact: bool) -> Option<String> {
    let (at, expected, found) = difference(expected, found, exact)?;
    let shown = |line: Option<&Vec<u8>>| match line {
        Some(line) => format!("{:?}", String::from_utf8_lossy(line)),
        None => "the end of the output".to_string(),
    };
    // Split at every '\n', a text ending in one has an empty last piece: the end shows as
    // an empty line when one output lacks the final newline.
    Some(format!(
        "line {}: expected {}, found {}",
        at + 1,
        shown(expected.get(at)),
        shown(found.get(at))
    ))
}

/// An output's lines, as `compare` compares them.
type Lines = Vec<Vec<u8>>;

/// The index of the first line where `found` differs from `expected` (as `compare`
/// compares them), with both outputs' lines; `None` when they agree.
pub fn difference(expected: &[u8], found: &[u8], exact: bool) -> Option<(usize, Lines, Lines)> {
    if expected == found {
        return None;
    }
    let lines = |bytes: &[u8]| -> Lines {
        let mut lines: Vec<Vec<u8>> = bytes.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
        if !exact {
            for line in &mut lines {
                while line.last().is_some_and(u8::is_ascii_whitespace) {
                    line.pop();
                }
            }
            while lines.last().is_some_and(Vec::is_empty) {
                lines.pop();
            }
        }
        lines
    };
    let (expected, found) = (lines(expected), lines(found));
    let at = (0..expected.len().max(found.len())).find(|&i| expected.get(i) != found.get(i))?;
    Some((at, expected, found))
}

/// At most 20 lines and 1500 bytes of `bytes`, with how much was left out, ending in a
/// newline: outputs and inputs are shown, never pasted whole.
pub fn excerpt(bytes: &[u8]) -> String {
    const LINES: usize = 20;
    const BYTES: usize = 1500;
    let mut end = bytes.len().min(BYTES);
    if let Some((nth, _)) = bytes[..end]
        .iter()
        .enumerate()
        .filter(|(_, &b)| b == b'\n')
        .nth(LINES - 1)
    {
        end = nth + 1;
    }
    let mut text = String::from_utf8_lossy(&bytes[..end]).into_owned();
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    if end < bytes.len() {
        text.push_str(&format!("… ({} more bytes)\n", bytes.len() - end));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_differing_line_is_named() {
        assert_eq!(compare(b"YES\nNO\n", b"YES\nNO\n", true), None);
        assert_eq!(
            compare(b"YES\nNO\n", b"YES\nYES\n", true).unwrap(),
            "line 2: expected \"NO\", found \"YES\""
        );
        assert_eq!(
            compare(b"1\n2\n", b"1\n", false).unwrap(),
            "line 2: expected \"2\", found the end of the output"
        );
        // Judges ignore trailing spaces, `\r` and a missing last newline; exact does not.
        assert_eq!(compare(b"1\n2\n", b"1 \r\n2", false), None);
        assert_eq!(
            compare(b"1\n2\n", b"1\n2", true).unwrap(),
            "line 3: expected \"\", found the end of the output"
        );
    }

    #[test]
    fn excerpts_cut_long_texts() {
        let long: String = (0..100).map(|i| format!("{i}\n")).collect();
        let shown = excerpt(long.as_bytes());
        assert_eq!(shown.lines().count(), 21, "{shown}");
        assert!(shown.ends_with("more bytes)\n"), "{shown}");
        assert_eq!(excerpt(b"1 2"), "1 2\n");
    }

    #[test]
    fn command_lines_split_at_spaces_outside_quotes() {
        let program = Program::line("  ./a.out 'two words' \"x y\" '' z ").unwrap();
        let words: Vec<_> = program.words.iter().map(|w| w.to_str().unwrap()).collect();
        assert_eq!(words, ["./a.out", "two words", "x y", "", "z"]);
        assert!(Program::line("a 'b").is_err());
        assert!(Program::line("   ").is_err());
    }

    /// This test binary itself: asked for no test, it exits 0; asked for the sleeper, it is
    /// killed at the limit; a missing program is an error naming it.
    #[test]
    fn runs_give_the_status_time_outs_kill_and_missing_programs_are_named() {
        let me = std::env::current_exe().unwrap().display().to_string();
        let quick = Program::words(&[me.clone(), "--exact".into(), "no-such-test".into()]);
        let outcome = quick.unwrap().run(b"", None).unwrap();
        assert!(outcome.succeeded(), "{outcome:?}");
        let words = ["--exact", "run::tests::sleeper", "--ignored"].map(String::from);
        let slow = Program::words(&[[me].as_slice(), &words].concat()).unwrap();
        let outcome = slow.run(b"", Some(Duration::from_millis(200))).unwrap();
        assert!(outcome.timed_out && !outcome.succeeded(), "{outcome:?}");
        let missing = Program::line("/nonexistent/program").unwrap();
        let error = missing.run(b"", None).unwrap_err();
        assert!(error.contains("/nonexistent/program"), "{error}");
    }

    /// A program that cannot start says what to do: compile a source file, name a program
    /// of the current folder with its path.
    #[test]
    fn a_program_that_cannot_start_gets_a_hint() {
        let source = Program::line("hdu1850.cpp")
            .unwrap()
            .run(b"", None)
            .unwrap_err();
        assert!(source.contains("compile it first"), "{source}");
        // The tests run in xtask/, where Cargo.toml is a file but no program in PATH.
        let bare = Program::line("Cargo.toml")
            .unwrap()
            .run(b"", None)
            .unwrap_err();
        assert!(bare.ends_with("(did you mean ./Cargo.toml?)"), "{bare}");
        let missing = Program::line("./nothing-here")
            .unwrap()
            .run(b"", None)
            .unwrap_err();
        assert!(!missing.contains("did you mean"), "{missing}");
    }

    /// What the time-out above kills.
    #[test]
    #[ignore = "run by the time-out test only"]
    fn sleeper() {
        std::thread::sleep(Duration::from_secs(30));
    }
}
