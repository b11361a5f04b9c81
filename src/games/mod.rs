//! One module per game model; `brute` is the oracle every rule is tested against.

pub mod bash;
pub mod brute;
pub mod diamonds;
pub mod fibonacci_nim;
pub mod graph;
pub mod lasker;
pub mod nim;
pub mod octal;
pub mod periodic;
pub mod shiritori;
pub mod staircase;
pub mod subtraction;
pub mod wythoff;
pub mod zeckendorf;
