//! Which judge problem each binary solves: the one table (from the problem catalogue), by
//! which every command that takes a BINARY also takes a judge's id (`hdu1850`, `p2197`,
//! `abc209e`, `lc292`), the bundles' first line names the problem, and README.md's
//! judges section is written (`cargo xtask bundle --judges --write`).

/// One judge problem and the binary that solves it.
pub struct Judged {
    /// The judge, as its site names itself.
    pub judge: &'static str,
    /// The problem's id on that judge, as the judge shows it (HackerRank shows a name,
    /// which stands here with no title beside it).
    pub id: &'static str,
    pub title: &'static str,
    pub binary: &'static str,
    /// The names the commands take for it, lower case; the first names the file written.
    pub names: &'static [&'static str],
}

const fn row(
    judge: &'static str,
    id: &'static str,
    title: &'static str,
    binary: &'static str,
    names: &'static [&'static str],
) -> Judged {
    Judged {
        judge,
        id,
        title,
        binary,
        names,
    }
}

/// Every judge problem, ordered by judge, then by id. A binary may solve several (the same
/// problem on two judges); `graph-game`, `nim-k` and `table` solve none.
#[rustfmt::skip]
pub const JUDGED: &[Judged] = &[
    row("AtCoder", "ABC206 F", "Interval Game 2", "interval-game", &["abc206f", "abc206_f"]),
    row("AtCoder", "ABC209 E", "Shiritori", "shiritori", &["abc209e", "abc209_e"]),
    row("Codeforces", "850C", "Arpa and a game with Mojtaba", "prime-exponents", &["cf850c"]),
    row("Codeforces", "1194D", "1-2-K Game", "one-two-k", &["cf1194d", "1194d"]),
    row("Codeforces", "1537D", "Deleting Divisors", "deleting-divisors", &["cf1537d", "1537d"]),
    row("Codeforces", "2004E", "Not a Nim Problem", "coprime-nim", &["cf2004e"]),
    row("HackerRank", "Game of Kyles", "", "kayles", &["game-of-kyles"]),
    row("HDU", "1524", "A Chess Game", "token-game", &["hdu1524"]),
    row("HDU", "1525", "Euclid's Game", "euclid", &["hdu1525"]),
    row("HDU", "1527", "取石子游戏", "wythoff", &["hdu1527"]),
    row("HDU", "1536", "S-Nim", "s-nim", &["hdu1536"]),
    row("HDU", "1730", "Northcott Game", "northcott", &["hdu1730"]),
    row("HDU", "1848", "Fibonacci again and again", "fibonacci-sg", &["hdu1848"]),
    row("HDU", "1850", "Being a Good Boy in Spring Festival", "nim-count", &["hdu1850"]),
    row("HDU", "1907", "John", "misere-nim", &["hdu1907"]),
    row("HDU", "2147", "kiki's game", "kiki", &["hdu2147"]),
    row("HDU", "2176", "取(m堆)石子游戏", "nim-moves", &["hdu2176"]),
    row("HDU", "2177", "取(2堆)石子游戏", "wythoff-moves", &["hdu2177"]),
    row("HDU", "2509", "Be the Winner", "be-the-winner", &["hdu2509"]),
    row("HDU", "2516", "取石子游戏", "fibonacci-nim", &["hdu2516"]),
    row("HDU", "3032", "Nim or not Nim?", "lasker-nim", &["hdu3032"]),
    row("HDU", "3094", "A tree game", "tree-game", &["hdu3094"]),
    row("HDU", "3404", "Switch lights", "switch-lights", &["hdu3404"]),
    row("HDU", "3537", "Daizhenyang's Coin", "mock-turtles", &["hdu3537"]),
    row("HDU", "3595", "GG and MM", "every-sg", &["hdu3595"]),
    row("HDU", "3980", "Paint Chain", "paint-chain", &["hdu3980"]),
    row("HDU", "5795", "A Simple Nim", "three-split-nim", &["hdu5795"]),
    row("LeetCode", "292", "Nim Game", "lc292", &["lc292"]),
    row("LeetCode", "294", "Flip Game II", "lc294", &["lc294"]),
    row("LeetCode", "375", "Guess Number Higher or Lower II", "lc375", &["lc375"]),
    row("LeetCode", "464", "Can I Win", "lc464", &["lc464"]),
    row("LeetCode", "486", "Predict the Winner", "lc486", &["lc486"]),
    row("LeetCode", "810", "Chalkboard XOR Game", "lc810", &["lc810"]),
    row("LeetCode", "877", "Stone Game", "lc877", &["lc877"]),
    row("LeetCode", "913", "Cat and Mouse", "lc913", &["lc913"]),
    row("LeetCode", "1025", "Divisor Game", "lc1025", &["lc1025"]),
    row("LeetCode", "1140", "Stone Game II", "lc1140", &["lc1140"]),
    row("LeetCode", "1145", "Binary Tree Coloring Game", "lc1145", &["lc1145"]),
    row("LeetCode", "1406", "Stone Game III", "lc1406", &["lc1406"]),
    row("LeetCode", "1510", "Stone Game IV", "lc1510", &["lc1510"]),
    row("LeetCode", "1563", "Stone Game V", "lc1563", &["lc1563"]),
    row("LeetCode", "1686", "Stone Game VI", "lc1686", &["lc1686"]),
    row("LeetCode", "1690", "Stone Game VII", "lc1690", &["lc1690"]),
    row("LeetCode", "1728", "Cat and Mouse II", "lc1728", &["lc1728"]),
    row("LeetCode", "1872", "Stone Game VIII", "lc1872", &["lc1872"]),
    row("LeetCode", "1908", "Game of Nim", "lc1908", &["lc1908"]),
    row("LeetCode", "1927", "Sum Game", "lc1927", &["lc1927"]),
    row("LeetCode", "2005", "Subtree Removal Game with Fibonacci Tree", "lc2005", &["lc2005"]),
    row("LeetCode", "2029", "Stone Game IX", "lc2029", &["lc2029"]),
    row("LeetCode", "2038", "Remove Colored Pieces if Both Neighbors are the Same Color", "lc2038", &["lc2038"]),
    row("LeetCode", "3021", "Alice and Bob Playing Flower Game", "lc3021", &["lc3021"]),
    row("LeetCode", "3227", "Vowels Game in a String", "lc3227", &["lc3227"]),
    row("LeetCode", "3360", "Stone Removal Game", "lc3360", &["lc3360"]),
    row("Luogu", "P1290", "欧几里德的游戏", "euclid-luogu", &["p1290", "luogu-p1290"]),
    row("Luogu", "P2148", "[SDOI2009] E&D", "ed-game", &["p2148", "luogu-p2148"]),
    row("Luogu", "P2197", "【模板】nim 游戏", "nim", &["p2197", "luogu-p2197"]),
    row("Luogu", "P2575", "高手过招", "jumping-pieces", &["p2575", "luogu-p2575"]),
    row("Luogu", "P2594", "[ZJOI2009] 染色游戏", "coin-grid", &["p2594", "luogu-p2594"]),
    row("Luogu", "P2599", "[ZJOI2009] 取石子游戏", "take-ends", &["p2599", "luogu-p2599"]),
    row("Luogu", "P3185", "[HNOI2007] 分裂游戏", "split-game", &["p3185", "luogu-p3185"]),
    row("Luogu", "P3480", "[POI 2009] KAM-Pebbles", "pebbles", &["p3480", "luogu-p3480"]),
    row("Luogu", "P4018", "Roy&October之取石子", "prime-powers", &["p4018", "luogu-p4018"]),
    row("Luogu", "P4055", "[JSOI2009] 游戏", "bipartite-game", &["p4055", "luogu-p4055"]),
    row("Luogu", "P4101", "[HEOI2014] 人人尽说江南好", "merge-piles", &["p4101", "luogu-p4101"]),
    row("Luogu", "P4136", "谁能赢呢？", "grid-walk", &["p4136", "luogu-p4136"]),
    row("Luogu", "P6487", "[COCI 2010/2011 #4] HRPA", "fibonacci-first-take", &["p6487", "luogu-p6487"]),
    row("Niuke", "BISHI34", "甜蜜的博弈", "bishi34", &["bishi34"]),
    row("Niuke", "BISHI35", "【模板】巴什博弈", "bishi35", &["bishi35"]),
    row("Niuke", "BISHI36", "【模板】扩展巴什博弈", "bishi36", &["bishi36"]),
    row("POJ", "1067", "取石子游戏", "wythoff", &["poj1067"]),
    row("POJ", "1704", "Georgia and Bob", "staircase-nim", &["poj1704"]),
    row("POJ", "2348", "Euclid's Game", "euclid", &["poj2348"]),
    row("POJ", "2425", "A Chess Game", "token-game", &["poj2425"]),
    row("POJ", "2960", "S-Nim", "s-nim", &["poj2960"]),
    row("POJ", "3480", "John", "misere-nim", &["poj3480"]),
    row("POJ", "3537", "Crosses and Crosses", "crosses", &["poj3537"]),
    row("POJ", "3710", "Christmas Game", "christmas-game", &["poj3710"]),
];

impl Judged {
    /// "HDU 1850", "LeetCode 292", "AtCoder ABC209 E".
    pub fn name(&self) -> String {
        format!("{} {}", self.judge, self.id)
    }

    /// "HDU 1850 Being a Good Boy in Spring Festival": the name and the title.
    pub fn full(&self) -> String {
        format!("{} {}", self.name(), self.title)
            .trim_end()
            .to_string()
    }

    /// The one command that writes the file to submit.
    pub fn command(&self) -> String {
        let name = self.names[0];
        let command = if self.judge == "LeetCode" {
            "leetcode"
        } else {
            "bundle"
        };
        format!("cargo xtask {command} {name} -o {name}.rs")
    }
}

/// The binary `name` stands for: the binary itself, or the one solving the judge problem of
/// that id (any case: `HDU1850` too). `None` for a name neither knows; `binaries` are the
/// binaries there are.
pub fn resolve<'a>(name: &'a str, binaries: &[&'a str]) -> Option<&'a str> {
    if let Some(binary) = binaries.iter().find(|b| **b == name) {
        return Some(binary);
    }
    let lower = name.to_ascii_lowercase();
    let judged = JUDGED.iter().find(|j| j.names.contains(&lower.as_str()));
    judged.map(|j| j.binary).filter(|b| binaries.contains(b))
}

/// The binary `name` stands for among `binaries`, or "unknown binary" with the closest of
/// the binaries and the judges' ids.
pub fn binary<'a>(name: &'a str, binaries: &[&'a str]) -> Result<&'a str, String> {
    resolve(name, binaries).ok_or_else(|| {
        let mut known: Vec<&str> = binaries.to_vec();
        let ids = JUDGED.iter().filter(|j| binaries.contains(&j.binary));
        known.extend(ids.flat_map(|j| j.names.iter().copied()));
        known.dedup();
        crate::cli::unknown("binary", name, &known)
    })
}

/// The judge problems `binary` solves (none for `graph-game` and `table`).
pub fn of(binary: &str) -> impl Iterator<Item = &'static Judged> + '_ {
    JUDGED.iter().filter(move |j| j.binary == binary)
}

/// README.md's judges section: a row per judge problem, in the table's order.
pub fn readme_table() -> String {
    let mut rows = vec![
        "| judge problem | binary | the file to submit |".to_string(),
        "|---|---|---|".to_string(),
    ];
    for judged in JUDGED {
        rows.push(format!(
            "| {} | `{}` | `{}` |",
            judged.full(),
            judged.binary,
            judged.command()
        ));
    }
    rows.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOME: [&str; 4] = ["nim", "nim-count", "wythoff", "lc292"];

    #[test]
    fn judge_ids_name_their_binaries() {
        assert_eq!(resolve("hdu1850", &SOME), Some("nim-count"));
        assert_eq!(resolve("HDU1850", &SOME), Some("nim-count"));
        assert_eq!(resolve("p2197", &SOME), Some("nim"));
        assert_eq!(resolve("luogu-p2197", &SOME), Some("nim"));
        assert_eq!(resolve("poj1067", &SOME), Some("wythoff"));
        assert_eq!(resolve("hdu1527", &SOME), Some("wythoff"));
        assert_eq!(resolve("lc292", &SOME), Some("lc292"));
        assert_eq!(resolve("nim", &SOME), Some("nim"));
        // An id whose binary is not among those a command takes is unknown to it.
        assert_eq!(resolve("abc209e", &SOME), None);
        let wrong = binary("hdu1805", &SOME).unwrap_err();
        assert!(wrong.contains("did you mean \"hdu1850\""), "{wrong}");
    }

    /// Ordered by judge, then by id (numbers by value); every name once.
    #[test]
    fn the_table_is_ordered_and_its_names_unique() {
        let key = |j: &Judged| {
            let digits: String = j.id.chars().filter(char::is_ascii_digit).collect();
            (j.judge.to_ascii_lowercase(), digits.len(), j.id)
        };
        for pair in JUDGED.windows(2) {
            assert!(key(&pair[0]) < key(&pair[1]), "{}", pair[1].name());
        }
        let mut names: Vec<&str> = JUDGED
            .iter()
            .flat_map(|j| j.names.iter().copied())
            .collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
    }
}
