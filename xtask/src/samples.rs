//! A binary's samples (samples/BINARY/): `sample-N` and `error-N`, each an input with the
//! output it must give. `check` runs any program on them; the tests run the bundles, the
//! LeetCode files and the peers on them.

use std::path::{Path, PathBuf};

/// One sample: its input (stdin, or arguments for `table`), what it must print on stdout
/// and on stderr (its `.err`, for an error sample), and whether it is an error sample
/// (malformed input, exit status 2).
pub struct Sample {
    pub name: String,
    pub stdin: Vec<u8>,
    pub args: Vec<String>,
    pub stdout: Vec<u8>,
    /// Held to only by the tests: `check` judges a program's refusal by its status, as a
    /// judge would, not by its message.
    #[cfg_attr(not(test), allow(dead_code))]
    pub stderr: Vec<u8>,
    pub error: bool,
}

/// The samples of `dir`: every `sample-N` and `error-N` with an input (`.in`, or `.args`)
/// and an `.out`, in name order; an input without its `.out` is an error.
pub fn samples(dir: &Path) -> Result<Vec<Sample>, String> {
    let read = |path: &Path| std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()));
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .collect();
    files.sort();
    let mut samples = Vec::new();
    for file in files {
        let (Some(stem), Some(ext)) = (file.file_stem(), file.extension()) else {
            continue;
        };
        let stem = stem.to_string_lossy().into_owned();
        let error = stem.starts_with("error-");
        if !(error || stem.starts_with("sample-")) || !(ext == "in" || ext == "args") {
            continue;
        }
        let out = file.with_extension("out");
        if !out.exists() {
            return Err(format!(
                "{}: no {} beside it",
                file.display(),
                out.display()
            ));
        }
        let (stdin, args) = if ext == "in" {
            (read(&file)?, Vec::new())
        } else {
            let text = String::from_utf8_lossy(&read(&file)?).into_owned();
            (
                Vec::new(),
                text.split_whitespace().map(String::from).collect(),
            )
        };
        samples.push(Sample {
            name: stem,
            stdin,
            args,
            stdout: read(&out)?,
            stderr: std::fs::read(file.with_extension("err")).unwrap_or_default(),
            error,
        });
    }
    Ok(samples)
}
