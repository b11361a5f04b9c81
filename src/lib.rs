//! Judge-ready batch solvers for impartial combinatorial games.
//!
//! `io` keeps the run contract every binary shares; `games` holds one module per game model
//! and `leetcode` the LeetCode problems, each tested against an oracle in `oracles`;
//! `explore` finds the pattern of a game whose moves you write (the table, the pattern,
//! its proof or its absence, the back-test of a rule).
//!
//! `oracles` (the exhaustive tables, the direct game searches and the seeded random numbers
//! that tests and tools draw from) exists only for the tests and, with the `oracles`
//! feature, for the tooling: no binary reaches it, so no judge's bundle carries it.

// Every unsafe operation in its own block, with its invariant stated there. A warning, which
// CI's `-D warnings` makes an error: compilers before 1.87, where the SIMD arithmetic
// intrinsics are unsafe functions even with their feature enabled, still build the library.
#![warn(
    unsafe_op_in_unsafe_fn,
    clippy::undocumented_unsafe_blocks,
    clippy::missing_safety_doc
)]

pub mod explore;
pub mod games;
pub mod io;
pub mod leetcode;
#[cfg(any(test, feature = "oracles"))]
pub mod oracles;
pub mod specs;
