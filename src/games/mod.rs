//! One module per game model; `brute` is the oracle every rule is tested against.

pub mod bash;
pub mod brute;
pub mod diamonds;
