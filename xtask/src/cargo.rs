//! Where the crate's pieces are and how they are built: the crate root, cargo's target
//! folder, the binaries of src/bin, their release build, and rustc on one file (a bundle).

use std::fs;
use std::io::{BufRead, BufReader, IsTerminal};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The grundy crate's folder (the parent of xtask/), without a `..` in it, so that the
/// messages name its files plainly.
pub fn crate_root() -> PathBuf {
    let xtask = Path::new(env!("CARGO_MANIFEST_DIR"));
    xtask.parent().unwrap_or(xtask).to_path_buf()
}

/// `path` as the messages show it: from the crate's folder (`samples/nim-count`) when it
/// is below it, else as it is.
pub fn shown(path: &Path) -> String {
    let root = crate_root();
    path.strip_prefix(&root)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Where cargo puts the builds (CARGO_TARGET_DIR, or target/ in the crate).
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or(crate_root().join("target"), PathBuf::from)
}

/// The release build of `binary`.
pub fn release(binary: &str) -> PathBuf {
    target_dir().join("release").join(binary)
}

/// Builds the release binary `binary` and runs it with `args`, its input, output and exit
/// status its own (`cargo xtask table …`).
pub fn run_release(binary: &str, args: &[String]) -> Result<(), String> {
    build_release(&[binary])?;
    let status = Command::new(release(binary))
        .args(args)
        .status()
        .map_err(|e| format!("{binary}: {e}"))?;
    match status.code() {
        Some(0) => Ok(()),
        Some(code) => std::process::exit(code),
        None => Err(format!("{binary}: {status}")),
    }
}

/// The binaries of src/bin, by file stem, sorted.
pub fn binaries(root: &Path) -> Result<Vec<String>, String> {
    let bin = root.join("src/bin");
    let entries = fs::read_dir(&bin).map_err(|e| format!("{}: {e}", bin.display()))?;
    let mut binaries: Vec<String> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    binaries.sort();
    Ok(binaries)
}

/// The binary of src/bin that `name` stands for (itself, or a judge's id for it), else an
/// error naming the closest name.
pub fn known_binary(name: &str) -> Result<String, String> {
    let known = binaries(&crate_root())?;
    let known: Vec<&str> = known.iter().map(String::as_str).collect();
    crate::judges::binary(name, &known).map(str::to_string)
}

/// Builds the release binaries named (only those: a library change would otherwise rebuild
/// all of them). Silent when they are fresh; a build that takes longer than a moment says
/// so on stderr, with how many binaries are built (rewritten on a terminal), and its time.
/// Compiler errors and warnings are cargo's own, on stderr.
pub fn build_release(binaries: &[&str]) -> Result<(), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command.args(["build", "--release", "--package", "grundy", "--quiet"]);
    command.arg("--message-format=json-render-diagnostics");
    for binary in binaries {
        command.args(["--bin", binary]);
    }
    let mut child = command
        .current_dir(crate_root())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    // cargo's messages, one JSON line each, read beside a clock.
    let stdout = child.stdout.take().expect("a piped stdout");
    let (send, messages) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    let started = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let (mut built, mut shown) = (0, false);
    loop {
        match messages.recv_timeout(Duration::from_secs(2)) {
            Ok(line) => {
                let binary = line.contains(r#""reason":"compiler-artifact""#)
                    && line.contains(r#""kind":["bin"]"#);
                built += usize::from(binary);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
        if !shown && started.elapsed() >= Duration::from_secs(2) {
            shown = true;
            eprintln!(
                "building grundy's release binaries ({}; a first build of all of them takes \
                 a few minutes on two cores)",
                binaries.len()
            );
        }
        if shown && terminal {
            eprint!("\r{built} of {} built", binaries.len());
        }
    }
    let status = child.wait().map_err(|e| format!("cannot run cargo: {e}"))?;
    if shown {
        let seconds = started.elapsed().as_secs_f64();
        if terminal {
            eprint!("\r{:40}\r", "");
        }
        eprintln!("built in {seconds:.0} s");
    }
    if !status.success() {
        return Err("the release build failed".into());
    }
    Ok(())
}

/// Compiles `source` to `program` with a bare rustc as `edition` (and `flags`), as a judge
/// does; an error, with what rustc said, when it fails or says anything at all (a warning).
pub fn compile(source: &Path, program: &Path, edition: &str, flags: &[&str]) -> Result<(), String> {
    let warnings = compile_with(Path::new("rustc"), source, program, edition, flags)?;
    if !warnings.trim().is_empty() {
        return Err(format!("rustc --edition {edition} said\n{warnings}"));
    }
    Ok(())
}

/// Compiles `source` to `program` with the compiler `rustc` as `edition` (and `flags`):
/// what it said on success (its warnings), an error with what it said on failure.
pub fn compile_with(
    rustc: &Path,
    source: &Path,
    program: &Path,
    edition: &str,
    flags: &[&str],
) -> Result<String, String> {
    let compiled = Command::new(rustc)
        .args(["--edition", edition])
        .args(flags)
        .arg("-o")
        .arg(program)
        .arg(source)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", rustc.display()))?;
    let said = String::from_utf8_lossy(&compiled.stderr).into_owned();
    if !compiled.status.success() {
        return Err(format!(
            "{} --edition {edition} said\n{said}",
            rustc.display()
        ));
    }
    Ok(said)
}

/// What `rustc -V` says.
pub fn rustc_version() -> String {
    let version = Command::new("rustc").arg("-V").output();
    match version {
        Ok(output) if output.status.success() => {
            String::from_utf8_lossy(&output.stdout).trim().to_string()
        }
        _ => "rustc".to_string(),
    }
}

/// `check` on every job, two at a time (CI has two cores): the failures.
#[cfg(test)]
pub fn on_two_threads<T: Sync>(
    jobs: &[T],
    check: impl Fn(&T) -> Result<(), String> + Sync,
) -> Vec<String> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if let Err(failure) = check(job) {
                        failures.lock().unwrap().push(failure);
                    }
                }
            });
        }
    });
    failures.into_inner().unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Messages name the crate's files from its folder, never through `xtask/..`.
    #[test]
    fn paths_are_shown_from_the_crate_folder() {
        let root = crate_root();
        assert!(root.join("xtask").is_dir() && root.join("samples").is_dir());
        let parent = std::path::Component::ParentDir;
        assert!(
            !root.components().any(|c| c == parent),
            "{}",
            root.display()
        );
        assert_eq!(shown(&root.join("samples").join("nim")), "samples/nim");
        assert_eq!(shown(Path::new("/tmp/x")), "/tmp/x");
    }

    /// `cargo xtask` is quiet, yet shows cargo's progress while it builds (its first build
    /// is long): `--quiet` hides the progress bar unless the alias asks for it.
    #[test]
    fn the_alias_shows_the_progress_of_a_build() {
        let config = fs::read_to_string(crate_root().join(".cargo/config.toml")).unwrap();
        let alias = config.lines().find(|l| l.starts_with("xtask =")).unwrap();
        let quiet = alias.contains("--quiet");
        let progress = alias.contains("term.progress.when='always'");
        assert!(!quiet || progress, "{alias}");
        assert!(alias.contains("--package xtask"), "{alias}");
    }
}
