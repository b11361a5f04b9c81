//! One module per game model, each tested against `oracles::brute`, the values computed
//! from the move rules.

pub mod bash;
pub mod diamonds;
pub mod fibonacci_nim;
pub mod graph;
pub mod lasker;
pub mod merge;
pub mod mex;
pub mod nim;
pub mod northcott;
pub mod octal;
pub mod pebbles;
pub mod periodic;
pub mod shiritori;
pub mod split_pairs;
pub mod staircase;
pub mod subtraction;
pub mod wythoff;
pub mod zeckendorf;
