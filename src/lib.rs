//! Judge-ready batch solvers for impartial combinatorial games.
//!
//! `io` keeps the run contract every binary shares; `games` holds one module per game model,
//! each tested against the exhaustive oracle in `games::brute`.

#![deny(unsafe_op_in_unsafe_fn)]
#![warn(clippy::undocumented_unsafe_blocks, clippy::missing_safety_doc)]

pub mod games;
pub mod io;
pub mod leetcode;
pub mod rng;
