//! Sets `cfg(grundy_avx512)`, which compiles the batch parser's AVX-512 index
//! (`src/io/batch.rs`), when the feature `avx512` is on, the target is x86-64 and the
//! compiler has the AVX-512 intrinsics and target features stable: Rust 1.89 or later, and
//! for a nightly, beta or dev build 1.90 or later (the early 1.89 nightlies came before
//! they were stabilised). The crate declares Rust 1.70, and with an older compiler it
//! builds without the index rather than failing. (A bundle has no build script: the
//! bundler decides this condition false, as it decides the features.)

use std::env;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let version = compiler_version();
    // Cargo before 1.80 warns about the line that declares the cfg (before 1.77 always).
    if version.is_some_and(|(minor, _)| minor >= 80) {
        println!("cargo:rustc-check-cfg=cfg(grundy_avx512)");
    }
    let wanted = env::var_os("CARGO_FEATURE_AVX512").is_some()
        && env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "x86_64");
    let able = version.is_some_and(|(minor, released)| minor >= if released { 89 } else { 90 });
    if wanted && able {
        println!("cargo:rustc-cfg=grundy_avx512");
    }
}

/// The minor version of the compiler cargo builds the crate with, and whether it is a
/// release: (95, true) for `rustc 1.95.0 (59807616e 2026-04-14)`, (95, false) for
/// `1.95.0-nightly`. `None` when it cannot tell, which leaves the index out.
fn compiler_version() -> Option<(u32, bool)> {
    let rustc = env::var_os("RUSTC")?;
    let output = Command::new(rustc).arg("--version").output().ok()?;
    let text = String::from_utf8(output.stdout).ok()?;
    let version = text.split_whitespace().nth(1)?;
    let released = !version.contains('-');
    let mut parts = version.split('.');
    if parts.next()? != "1" {
        return None;
    }
    Some((parts.next()?.parse().ok()?, released))
}
