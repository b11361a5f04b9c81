//! The fast reader's `run`, and the process around a binary's work: its command line
//! (`--help`, a FILE or standard input), its input, and the exit status of the run contract
//! (docs/run-contract.md). The binaries and `bundle --fast` use it; the lean file has its
//! own (`lean.rs`).

use crate::io::output::{self, Output};
use crate::io::{Fault, Scanner, Spec};
use std::ffi::OsString;
use std::fs::File;
#[cfg(not(unix))]
use std::io::StdinLock;
use std::io::{self, Read, StdoutLock, Write};
use std::path::PathBuf;

/// Runs a binary on the input its command line names and exits: 0 when the whole input was
/// answered, 2 after `<program>: line L, column C: expected …, found …` on stderr.
///
/// `-h` or `--help` anywhere prints `spec.help()` without reading anything; else no
/// argument (or `-`) reads standard input, and one that is not an option (or any after
/// `--`) reads that file. Anything else, or a file that cannot be opened, is one line on
/// stderr and status 2.
pub fn run<F>(spec: &Spec, solve: F) -> !
where
    F: FnOnce(&mut Scanner<Input>, &mut Output<StdoutLock<'static>>) -> Result<(), Fault>,
{
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let (stdout, stderr) = (io::stdout().lock(), &mut io::stderr().lock());
    let status = if args.iter().any(|arg| arg == "-h" || arg == "--help") {
        // Through `run_with` too, for its handling of a failed or closed stdout.
        run_with(
            spec.name,
            io::empty(),
            Output::exiting(stdout, spec.name),
            stderr,
            |_, out| {
                out.line(&spec.help());
                Ok(())
            },
        )
    } else {
        match Input::open(&args) {
            Ok(input) => {
                let out = Output::exiting(stdout, spec.name);
                run_with(spec.name, input, out, stderr, solve)
            }
            Err(message) => {
                let _ = writeln!(stderr, "{}: {message}", spec.name);
                2
            }
        }
    };
    std::process::exit(status)
}

/// The input as the binaries read it: standard input, or the file named on the command
/// line (its read errors name it).
pub struct Input {
    source: Source,
    most: usize,
}

enum Source {
    /// The FILE argument.
    File(File, PathBuf),
    /// Standard input, read through a descriptor of its own: `Stdin` takes a failed read
    /// (EBADF, from a stdin opened for writing only) for the end of input, and a `File`
    /// reports it.
    #[cfg(unix)]
    Stdin(File),
    #[cfg(not(unix))]
    Stdin(StdinLock<'static>),
}

impl Input {
    /// The input `args` name: standard input for none, the file for one that is not an
    /// option; else the message that says what is accepted.
    fn open(args: &[OsString]) -> Result<Input, String> {
        let file = |path: &OsString| {
            let path = PathBuf::from(path);
            match File::open(&path) {
                Ok(file) => Ok(Source::File(file, path)),
                Err(error) => Err(format!("{}: {error}", path.display())),
            }
        };
        // `-` is standard input, and `--` ends the options (a FILE may then start with `-`),
        // as for other command-line tools.
        let source = match args {
            [] => Source::Stdin(stdin()?),
            [dash] if dash == "-" => Source::Stdin(stdin()?),
            [path] if !path.to_string_lossy().starts_with('-') => file(path)?,
            [dashes, path] if dashes == "--" => file(path)?,
            _ => {
                return Err(format!(
                    "expected at most one FILE (- for stdin) or --help, found {args:?}"
                ))
            }
        };
        #[cfg(unix)]
        match &source {
            Source::File(file, _) | Source::Stdin(file) => refuse_own_output(file)?,
        }
        #[cfg(feature = "test-switches")]
        let most = test_switches()?;
        #[cfg(not(feature = "test-switches"))]
        let most = usize::MAX;
        Ok(Input { source, most })
    }
}

/// Standard input, as a file of its own descriptor. A stdin that was closed when the program
/// started is refused: the runtime has put the null device there, opened for reading and
/// writing, and reading it would take the missing input for an empty one. A shell's
/// `< /dev/null` opens it for reading only and is read; the null device opened for writing
/// (`0> /dev/null`, or for both as Python's `subprocess.DEVNULL` does) cannot be told from a
/// closed stdin, and is refused alike.
#[cfg(unix)]
fn stdin() -> Result<File, String> {
    use std::io::Write as _;
    use std::os::unix::fs::{FileTypeExt, MetadataExt};
    use std::os::unix::io::AsFd;
    let cannot = |error: io::Error| format!("cannot read standard input: {error}");
    let file = File::from(io::stdin().as_fd().try_clone_to_owned().map_err(cannot)?);
    let metadata = file.metadata().map_err(cannot)?;
    if metadata.file_type().is_char_device() {
        let null = std::fs::metadata("/dev/null").map(|null| null.rdev());
        // Writing nothing fails on a descriptor not open for writing, and does nothing else.
        if null.ok() == Some(metadata.rdev()) && (&file).write(&[]).is_ok() {
            return Err("cannot read standard input: closed, or write-only".into());
        }
    }
    Ok(file)
}

#[cfg(not(unix))]
fn stdin() -> Result<StdinLock<'static>, String> {
    Ok(io::stdin().lock())
}

/// Refuses an input that is also where the answers go (`crosses < f >> f`), as `cat` does:
/// with something left to read, every answer would be read back as input, without end.
#[cfg(unix)]
fn refuse_own_output(input: &File) -> Result<(), String> {
    use std::io::Seek;
    use std::os::unix::fs::MetadataExt;
    use std::os::unix::io::AsFd;
    let output = match io::stdout().as_fd().try_clone_to_owned() {
        Ok(output) => File::from(output),
        Err(_) => return Ok(()),
    };
    if let (Ok(read), Ok(written)) = (input.metadata(), output.metadata()) {
        let same = read.is_file() && (read.dev(), read.ino()) == (written.dev(), written.ino());
        let left = (&*input)
            .stream_position()
            .map_or(true, |at| at < read.len());
        if same && left {
            return Err("input file is output file".into());
        }
    }
    Ok(())
}

/// The tests' switches, read only with the feature `test-switches` (which `cargo test`
/// turns on, and no release build or bundle has): `GRUNDY_READ_SIZE=N` makes every read
/// return at most N bytes, so that the tests can check that the answers do not depend on
/// how the input arrives, and `GRUNDY_BATCH=off` turns the batch parser off (read in
/// `batch`). A value they do not know is an error, so that a test can tell that the
/// binary it runs has them. Returns the most bytes a read may return.
#[cfg(feature = "test-switches")]
fn test_switches() -> Result<usize, String> {
    match std::env::var("GRUNDY_BATCH") {
        Ok(batch) if batch != "on" && batch != "off" => {
            return Err(format!("GRUNDY_BATCH={batch}: expected on or off"));
        }
        _ => {}
    }
    match std::env::var("GRUNDY_READ_SIZE") {
        Err(_) => Ok(usize::MAX),
        Ok(size) => match size.parse() {
            Ok(size) if size > 0 => Ok(size),
            _ => Err(format!(
                "GRUNDY_READ_SIZE={size}: expected a number of bytes from 1"
            )),
        },
    }
}

impl Read for Input {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let most = buf.len().min(self.most);
        match &mut self.source {
            Source::File(file, path) => file.read(&mut buf[..most]).map_err(|error| {
                io::Error::new(error.kind(), format!("{}: {error}", path.display()))
            }),
            Source::Stdin(stdin) => stdin.read(&mut buf[..most]),
        }
    }
}

/// `run` on any reader and writers; returns the exit status instead of exiting.
pub fn run_on<R, W, E, F>(
    program: &'static str,
    input: R,
    output: W,
    errors: &mut E,
    solve: F,
) -> i32
where
    R: Read,
    W: Write,
    E: Write,
    F: FnOnce(&mut Scanner<R>, &mut Output<W>) -> Result<(), Fault>,
{
    run_with(program, input, Output::new(output), errors, solve)
}

/// `run_on` with the output made (`run`'s ends the process at its first failed write,
/// `Output::exiting`; `run_on`'s reports it here, at the end).
fn run_with<R, W, E, F>(
    program: &'static str,
    input: R,
    mut out: Output<W>,
    errors: &mut E,
    solve: F,
) -> i32
where
    R: Read,
    W: Write,
    E: Write,
    F: FnOnce(&mut Scanner<R>, &mut Output<W>) -> Result<(), Fault>,
{
    let mut scanner = Scanner::new(input);
    let result = solve(&mut scanner, &mut out);
    // The answers to every complete case come first, whole lines only, then the message.
    if result.is_err() {
        out.discard_unfinished_line();
    }
    // If stderr itself is gone there is nobody left to tell: its errors are ignored.
    match (out.finish(), result) {
        // A reader that has all it wanted is not an error (ripgrep, GNU tools).
        (Err(error), _) => output::failure_status(program, &error, errors),
        (Ok(()), Ok(())) => {
            if let Some(ignored) = scanner.ignored() {
                let _ = writeln!(errors, "{program}: {ignored}");
            }
            0
        }
        (Ok(()), Err(fault)) => {
            let _ = writeln!(errors, "{program}: {fault}");
            2
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::{Found, Verdicts};

    fn doubler(input: &[u8]) -> (i32, String, String) {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let status = run_on("doubler", input, &mut out, &mut err, |input, out| {
            let cases = input.case_count()?;
            input.cases(cases, |input| {
                let value = input.i64_in(-1000..=1000)?;
                out.i64(2 * value);
                out.end_line();
                Ok(())
            })
        });
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
        (status, text(out), text(err))
    }

    /// A sink that takes `room` bytes and then fails with `kind`, counting its failures.
    struct Failing {
        room: usize,
        kind: io::ErrorKind,
        failures: usize,
    }

    impl Write for Failing {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.room == 0 {
                self.failures += 1;
                return Err(io::Error::new(self.kind, "sink gone"));
            }
            let taken = buf.len().min(self.room);
            self.room -= taken;
            Ok(taken)
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// Runs a binary that answers one long line per case for as long as cases come, into
    /// a sink that fails after `room` bytes; returns the status, stderr, how many cases were
    /// answered and how many times the sink failed.
    fn run_into_failing(room: usize, kind: io::ErrorKind) -> (i32, String, u64, usize) {
        let mut sink = Failing {
            room,
            kind,
            failures: 0,
        };
        let mut err = Vec::new();
        let mut answered = 0;
        let input = format!("100000\n{}", "7\n".repeat(100_000));
        let status = run_on(
            "writer",
            input.as_bytes(),
            &mut sink,
            &mut err,
            |input, out| {
                let cases = input.case_count()?;
                input.cases(cases, |input| {
                    let value = input.u64()?;
                    out.line(&value.to_string().repeat(1000));
                    answered += 1;
                    out.check()
                })
            },
        );
        let stderr = String::from_utf8(err).unwrap();
        (status, stderr, answered, sink.failures)
    }

    #[test]
    fn a_failed_write_stops_the_run_with_a_message_and_status_2() {
        let (status, stderr, answered, failures) = run_into_failing(100_000, io::ErrorKind::Other);
        assert_eq!(
            (status, stderr.as_str()),
            (2, "writer: cannot write the output: sink gone\n")
        );
        // The work stops at the first case after the failure, and the sink is not tried
        // again.
        assert!(answered < 1000, "{answered} cases answered");
        assert_eq!(failures, 1);
    }

    #[test]
    fn a_reader_that_went_away_ends_the_run_quietly_with_status_0() {
        let (status, stderr, answered, _) = run_into_failing(10, io::ErrorKind::BrokenPipe);
        assert_eq!((status, stderr.as_str()), (0, ""));
        assert!(answered < 1000, "{answered} cases answered");
    }

    #[test]
    fn a_clean_run_answers_everything_and_exits_0() {
        assert_eq!(
            doubler(b"3\n1\n-2\n0\n"),
            (0, "2\n-4\n0\n".into(), String::new())
        );
    }

    #[test]
    fn a_fault_keeps_the_answers_before_it_then_one_line_and_exit_2() {
        let (status, out, err) = doubler(b"4\n1\n-2\n1001\n5\n");
        assert_eq!(status, 2);
        assert_eq!(out, "2\n-4\n");
        assert_eq!(
            err,
            "doubler: line 4, column 1: expected an integer from -1000 to 1000 (in case 3 of 4), \
             found \"1001\"\n"
        );
    }

    /// A fault in the middle of a line: every complete line before it, and nothing of the
    /// unfinished one, whether the lines are short (the buffer is handed over many times)
    /// or one is longer than the buffer.
    #[test]
    fn a_fault_mid_line_leaves_whole_lines_only() {
        for (lines, width) in [(0, 3), (1, 1), (30_000, 5), (3, 200_000), (50_000, 2)] {
            for cut in [0, 1, 7, width / 2, width - 1] {
                let mut out = Vec::new();
                let mut err = Vec::new();
                let status = run_on("lines", &b""[..], &mut out, &mut err, |_, out| {
                    for line in 0..lines {
                        for column in 0..width {
                            out.word(if (line + column) % 3 == 0 { "W " } else { "L " });
                        }
                        out.end_line();
                    }
                    for _ in 0..cut {
                        out.word("W ");
                    }
                    Err(Fault::input(9, 9, "a test", Found::EndOfInput))
                });
                assert_eq!(status, 2);
                let text = String::from_utf8(out).unwrap();
                assert_eq!(
                    text.lines().count(),
                    lines,
                    "{lines} lines of {width}, cut {cut}"
                );
                assert!(
                    text.is_empty() || text.ends_with('\n'),
                    "{lines}, {width}, {cut}"
                );
                assert_eq!(
                    text.len(),
                    lines * (2 * width + 1),
                    "{lines}, {width}, {cut}"
                );
            }
        }
    }

    #[test]
    fn output_of_any_size_arrives_whole_and_in_order() {
        let cases = 100_000;
        let input: String = std::iter::once(format!("{cases}\n"))
            .chain((0..cases).map(|i| format!("{}\n", i % 1000)))
            .collect();
        let (status, out, _) = doubler(input.as_bytes());
        assert_eq!(status, 0);
        let expected: String = (0..cases)
            .map(|i| format!("{}\n", 2 * (i % 1000)))
            .collect();
        assert_eq!(out, expected);
    }

    #[test]
    fn verdicts_write_the_picked_line_across_buffer_boundaries() {
        const ANSWERS: Verdicts = Verdicts::new("Georgia will win", "Bob will win");
        let mut out = Output::new(Vec::new());
        let mut expected = String::new();
        for i in 0..50_000u64 {
            let georgia = i % 3 == 0;
            out.verdict(&ANSWERS, georgia);
            out.u64(i);
            out.end_line();
            expected.push_str(if georgia {
                "Georgia will win\n"
            } else {
                "Bob will win\n"
            });
            expected.push_str(&format!("{i}\n"));
        }
        assert_eq!(String::from_utf8(out.into_sink()).unwrap(), expected);
    }

    #[test]
    fn numbers_are_written_in_decimal() {
        let mut out = Output::new(Vec::new());
        for v in [0, 9, 10, 1_000_000_007, u64::MAX] {
            out.u64(v);
            out.space();
        }
        out.i64(i64::MIN);
        out.space();
        out.i64(-5);
        out.word("!");
        out.line("");
        assert_eq!(
            String::from_utf8(out.into_sink()).unwrap(),
            "0 9 10 1000000007 18446744073709551615 -9223372036854775808 -5!\n"
        );
    }
}
