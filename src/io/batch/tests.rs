use super::*;
use crate::oracles::rng::Rng;

fn space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0C)
}

/// The token at or after `at` (skipping whitespace): where it starts and where reading
/// goes on (past the whitespace byte after it, or at the end), and its value when it is
/// digits only and fits a u64. `None` at the end of the data.
fn naive_token(buf: &[u8], limit: usize, mut at: usize) -> Option<(usize, usize, Option<u64>)> {
    while at < limit && space(buf[at]) {
        at += 1;
    }
    if at == limit {
        return None;
    }
    let end = (at..limit).find(|&i| space(buf[i])).unwrap_or(limit);
    let token = std::str::from_utf8(&buf[at..end]).ok();
    let value = token
        .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|t| t.parse().ok());
    Some((at, (end + 1).min(limit), value))
}

/// Input text of numbers of every length from 1 to `longest` digits (some past
/// `u64::MAX`), with separators of every kind, runs of them, and now and then a stray
/// byte.
fn random_input(rng: &mut Rng, size: usize, longest: u64) -> Vec<u8> {
    let others = [b'a', b'-', b'+', 0, 0x0B, 0x80, 0xFF, b'.'];
    let separators = [b' ', b'\n', b'\r', b'\t', 0x0C];
    let mut buf = Vec::new();
    while buf.len() < size {
        match rng.range(0, 40) {
            0 => buf.push(others[rng.range(0, 7) as usize]),
            1..=8 => buf.push(separators[rng.range(0, 4) as usize]),
            _ => {
                let digits = rng.range(1, longest);
                let edge = rng.chance(1, 10);
                let text = if edge && digits >= 20 {
                    // Around u64::MAX, so that both sides of the overflow check are hit:
                    // next to it, or with its first four digits (1844, where the sum
                    // may wrap) or one more (1845, every number over).
                    let e16 = 10u128.pow(16);
                    let below_e16 = u128::from(rng.range(0, 10u64.pow(16) - 1));
                    let near = match rng.range(0, 2) {
                        0 => u128::from(u64::MAX) + u128::from(rng.range(0, 3)) - 1,
                        1 => 1844 * e16 + below_e16,
                        _ => 1845 * e16 + below_e16,
                    };
                    format!("{near:0>width$}", width = digits as usize)
                } else if rng.chance(1, 5) {
                    // Leading zeros before a value that fits, or one that does not.
                    let value = rng.digit_uniform(20, u64::MAX);
                    let text = format!("{value:0>width$}", width = digits as usize);
                    match rng.chance(1, 8) {
                        true => format!("0{}", u128::from(u64::MAX) + 1),
                        false => text,
                    }
                } else {
                    (0..digits)
                        .map(|_| char::from(b'0' + rng.range(0, 9) as u8))
                        .collect()
                };
                buf.extend_from_slice(text.as_bytes());
                buf.push(separators[rng.range(0, 4) as usize]);
            }
        }
    }
    buf
}

/// A reader like the scanner's: batches where it can, the next token by hand where
/// the batch gives nothing. Everything it reads must be what plain tokenizing reads,
/// and the batch must make progress wherever the clean case starts: a number of at
/// most 20 digits that fits, whose separator lies in clean blocks from where the index
/// began.
#[test]
fn a_reader_that_mixes_batches_and_tokens_reads_what_tokenizing_reads() {
    match Batch::new() {
        Some(batch) => mixes_batches_and_tokens(batch),
        // Said, not passed in silence: Miri, which emulates AVX2, runs it in CI.
        None => eprintln!("NOT RUN: this processor has no AVX2, so there is no batch parser"),
    }
}

fn mixes_batches_and_tokens(mut batch: Box<Batch>) {
    let mut rng = Rng::new(77);
    // Under Miri (which checks every load of the SIMD code) a few rounds are enough.
    let rounds = if cfg!(miri) { 6 } else { 2000 };
    for round in 0..rounds {
        let size = rng.range(16, 9000) as usize;
        // Two in five inputs without a number over 16 digits: the batch's short path;
        // one with numbers up to 22 digits, around the longest it converts, and one up
        // to 40, past every window the conversion loads (numbers of more than 20 digits
        // must go to the token path); one of numbers of one or two digits, whose blocks
        // have more than 32 boundaries.
        let longest = [16, 22, 16, 40, 2][round % 5];
        let mut buf = random_input(&mut rng, size, longest);
        let limit = buf.len();
        buf.extend_from_slice(&[0; 32]);
        batch.forget();
        BLOCKS_CLASSIFIED.with(|blocks| blocks.set(0));
        let mut pos = rng.range(0, 20) as usize;
        let mut token_reads = 0;
        let mut read = Vec::new();
        let mut expected = Vec::new();
        let mut at = pos;
        while let Some((_, next, value)) = naive_token(&buf, limit, at) {
            expected.push(value);
            at = next;
        }
        loop {
            let wanted = if round % 3 == 0 {
                rng.range(1, 5)
            } else {
                u64::MAX
            };
            let values = batch.numbers(&buf, pos, limit, wanted).to_vec();
            // The span: the least and the greatest value when all are below 2^32.
            let span = match values.iter().all(|&value| value >> 32 == 0) {
                true => {
                    (values.iter()).fold((u64::MAX, 0), |(low, high), &v| (low.min(v), high.max(v)))
                }
                false => (0, u64::MAX),
            };
            // SAFETY: `batch` is a `Batch`.
            assert_eq!(span, unsafe { Batch::span(&values) });
            if !values.is_empty() {
                read.extend(values.iter().map(|&v| Some(v)));
                let taken = rng.range(1, values.len() as u64) as usize;
                read.truncate(read.len() - (values.len() - taken));
                pos = batch.after(taken);
                continue;
            }
            let Some((start, next, value)) = naive_token(&buf, limit, pos) else {
                break;
            };
            // Progress: the batch may give nothing only where the clean case fails.
            let end = next - 1;
            let clean = |b: &u8| b.is_ascii_digit() || space(*b);
            let last = end.max(start + 1) - 1;
            let zeros = buf[start..last].iter().take_while(|&&b| b == b'0').count();
            let fits = value.is_some() && end - start - zeros <= 20;
            if fits && pos >= MARGIN && next + 64 < limit && buf[pos..next + 64].iter().all(clean) {
                panic!("round {round}: no batch at {pos}: {:?}", &buf[pos..next]);
            }
            read.push(value);
            token_reads += 1;
            pos = next;
        }
        assert_eq!(read, expected, "round {round}");
        // Each block is classified about once: again only where the index stopped
        // (at its end, or at a byte the token path had to see).
        let bound = 2 * limit / 64 + 2 * token_reads + 4;
        let classified = BLOCKS_CLASSIFIED.with(std::cell::Cell::get);
        assert!(classified <= bound, "round {round}: {classified} blocks");
    }
}
