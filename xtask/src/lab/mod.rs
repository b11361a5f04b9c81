//! The lab: how fast and how lean the binaries are, not whether they are right.
//! `bench/` times what a judge runs against the C++ and Python peers and the read floor
//! (`cargo xtask bench`, `bench --against DIR`); `limits.rs` runs every binary at the
//! largest input it admits (`bench --limits`); `measure.rs`, private to the lab, is how
//! both run a program timed under memory and time guards (its own FFI); `shapes/` holds
//! every binary's worst shapes and their builders, a file per group of judges.
//!
//! No user command (`check`, `stress`, `brute`, `gen`, `bundle`, `leetcode`) imports it:
//! only `main`, which dispatches `bench` here, and `help` sit above it (the test `layers`
//! in main.rs holds them to it). The lab uses the shared layers below it: the problems,
//! for their largest inputs and the facts a builder shares with them.

pub mod bench;
pub mod limits;
mod measure;
pub mod shapes;
