//! Taking from either end of a row, as 486 Predict the Winner and 877 Stone Game do: the
//! interval recurrence both share, in a module of its own so that neither problem's
//! bundle carries the other's family.

/// The first player's best margin (own total less the opponent's) when both take from
/// either end of `nums`.
pub fn best_margin(nums: &[i64]) -> i64 {
    let n = nums.len();
    if n == 0 {
        return 0;
    }
    // margin[i] holds the best margin on nums[i..=i + length - 1].
    let mut margin: Vec<i64> = nums.to_vec();
    for length in 2..=n {
        for i in 0..=n - length {
            let j = i + length - 1;
            margin[i] = (nums[i] - margin[i + 1]).max(nums[j] - margin[i]);
        }
    }
    margin[0]
}
