//! `coin-grid`: the problem, its formats and an example are stated once, in `ABOUT`
//! (`--help`).
//!
//! A coin-turning game on the board, the tails (`T`) being the coins a move may end on: a
//! tail at (i, j) is worth 2^e, with e = i + j off the first row and column and the Ruler
//! game's exponent on them (`games::coins::connected_exponent`). So the first player loses
//! exactly when every exponent is reached by an even number of tails: one bit per
//! exponent, flipped per tail, grown with the board read (any n and m).

use grundy::games::coins::connected_exponent;
use grundy::io::{run_cases, About, Verdicts};

/// The problem as `--help` prints it, with samples/coin-grid/sample-1 as its example.
const ABOUT: About = About {
    name: "coin-grid",
    problem: "Luogu P2594 [ZJOI2009] 染色游戏: n × m coins; a move turns over a connected\n\
              set of coins (cells sharing sides) whose cells all lie above or left of one\n\
              of them (row and column not past its own), that one going from tails (`T`)\n\
              to heads (`H`); whoever cannot move loses; dongdong moves first.",
    input: "T; each case: `n m`, then n rows of m coins, each `H` or `T`.",
    output: "per case, `-_-` when dongdong wins, else `=_=`.",
    example: [
        "3\n2 3\nHHH\nHHH\n2 3\nHHH\nTTH\n2 1\nT\nH\n",
        "=_=\n-_-\n-_-\n",
    ],
};

const ANSWERS: Verdicts = Verdicts::new("-_-", "=_=");

fn main() {
    // `odd[e / 64]` bit e % 64: an odd number of the case's tails are worth 2^e.
    let mut odd: Vec<u64> = Vec::new();
    run_cases(&ABOUT, |input, out| {
        let rows = input.u64()?;
        let columns = input.u64()?;
        let row_text = format!("a row of {columns} coins, each `H` or `T`");
        odd.clear();
        let mut row = 0;
        input.repeat(rows, "row", |input| {
            let mut column = 0;
            input.token_bytes(columns..=columns, &row_text, |coin| {
                if coin == b'T' {
                    let exponent = connected_exponent(row, column) as usize;
                    if odd.len() <= exponent / 64 {
                        odd.resize(exponent / 64 + 1, 0);
                    }
                    odd[exponent / 64] ^= 1 << (exponent % 64);
                }
                column += 1;
                coin == b'H' || coin == b'T'
            })?;
            row += 1;
            Ok(())
        })?;
        out.verdict(&ANSWERS, odd.iter().any(|&word| word != 0));
        Ok(())
    })
}
