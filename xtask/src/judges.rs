//! Which judge problem each binary solves, read from the binaries' specs (`grundy::specs`):
//! every command that takes a BINARY also takes a judge's id for it (`hdu1850`, `p2197`,
//! `abc209e`, `lc292`), the bundles' first line names the problem, and README.md's judges
//! section is written from it (`cargo xtask bundle --judges --write`).

use grundy::io::Judge;

/// One judge problem and the binary that solves it.
pub struct Judged {
    pub judge: &'static Judge,
    pub binary: &'static str,
}

impl Judged {
    /// The names the commands take for it, lower case; the first names the file written.
    pub fn names(&self) -> Vec<String> {
        let id = self.judge.id.to_ascii_lowercase();
        let joined = id.replace(' ', "");
        match self.judge.site {
            "AtCoder" => vec![joined, id.replace(' ', "_")],
            "Codeforces" => vec![format!("cf{id}"), id],
            "Luogu" => vec![id.clone(), format!("luogu-{id}")],
            "LeetCode" => vec![format!("lc{id}"), id],
            "HackerRank" => vec![id.replace(' ', "-")],
            "Niuke" => vec![id],
            "SPOJ" => vec![id.clone(), format!("spoj-{id}")],
            "Kattis" => vec![id.clone(), format!("kattis-{id}")],
            "CodeChef" => vec![id.clone(), format!("codechef-{id}")],
            site => vec![format!("{}{joined}", site.to_ascii_lowercase())],
        }
    }

    /// The one command for this problem: the one that writes the file to submit, or where
    /// the judge takes no Rust, the one that checks one's own solution against grundy's.
    pub fn command(&self) -> String {
        let name = &self.names()[0];
        match self.judge.site {
            "LeetCode" => format!("cargo xtask leetcode {name} -o {name}.rs"),
            _ if !self.judge.takes_rust() => format!("cargo xtask check {name} -- ./a.out"),
            _ => format!("cargo xtask bundle {name} -o {name}.rs"),
        }
    }
}

/// Every judge problem, ordered by judge, then by id (numbers by value). A binary may solve
/// several (the same problem on two judges); `graph-game`, `nim-k` and `table` solve none.
pub fn all() -> Vec<Judged> {
    let mut all: Vec<Judged> = grundy::specs::all()
        .flat_map(|spec| {
            let binary = spec.name;
            spec.judges
                .iter()
                .map(move |judge| Judged { judge, binary })
        })
        .collect();
    all.sort_by_key(|j| {
        let digits: String = j.judge.id.chars().filter(char::is_ascii_digit).collect();
        (j.judge.site.to_ascii_lowercase(), digits.len(), j.judge.id)
    });
    all
}

/// The binary `name` stands for: the binary itself, or the one solving the judge problem of
/// that id (any case: `HDU1850` too). `None` for a name neither knows; `binaries` are the
/// binaries there are.
pub fn resolve<'a>(name: &'a str, binaries: &[&'a str]) -> Option<&'a str> {
    if let Some(binary) = binaries.iter().find(|b| **b == name) {
        return Some(binary);
    }
    let lower = name.to_ascii_lowercase();
    let judged = all().into_iter().find(|j| j.names().contains(&lower));
    let binary = judged.map(|j| j.binary)?;
    binaries.iter().copied().find(|b| *b == binary)
}

/// The binary `name` stands for among `binaries`. Otherwise a name with a digit is taken
/// for a judge's id ("grundy solves no judge problem hdu9999", with the nearest id it
/// solves), any other for a binary's name (the nearest binary); both say how to list them.
pub fn binary<'a>(name: &'a str, binaries: &[&'a str]) -> Result<&'a str, String> {
    resolve(name, binaries).ok_or_else(|| {
        let list = "`cargo xtask list` lists them";
        if !name.chars().any(|c| c.is_ascii_digit()) {
            return format!("{}; {list}", crate::cli::unknown("binary", name, binaries));
        }
        let ids = all().into_iter().filter(|j| binaries.contains(&j.binary));
        let ids: Vec<String> = ids.map(|j| j.names()[0].clone()).collect();
        let lower = name.to_ascii_lowercase();
        let near = ids.iter().min_by_key(|id| crate::cli::distance(&lower, id));
        let near = near.filter(|id| crate::cli::distance(&lower, id) <= 2);
        let hint = near.map_or(String::new(), |id| format!(" (did you mean {id:?}?)"));
        format!("grundy solves no judge problem {name:?}{hint}; {list}")
    })
}

/// `cargo xtask list [WORD…]`: every judge problem grundy solves, a line each, with its
/// binary and its command (`Judged::command`); with words, those whose judge,
/// id, title, binary or game (the spec's problem) contain every word, in any case.
/// How many terminal columns `text` takes: two for a wide (CJK) character, as HDU's
/// Chinese titles have, one for any other.
fn columns(text: &str) -> usize {
    let wide = |c: char| matches!(u32::from(c), 0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6);
    text.chars().map(|c| 1 + usize::from(wide(c))).sum()
}

pub fn list(words: &[String]) -> Result<(), String> {
    let words: Vec<String> = words.iter().map(|w| w.to_lowercase()).collect();
    let mut lines = String::new();
    for judged in all() {
        let spec = grundy::specs::named(judged.binary);
        let about = [
            judged.judge.full(),
            judged.names().join(" "),
            judged.binary.to_string(),
            spec.map_or("", |s| s.problem).to_string(),
        ]
        .join(" ")
        .to_lowercase();
        if words.iter().all(|w| about.contains(w.as_str())) {
            let title = judged.judge.full();
            let pad = 58usize.saturating_sub(columns(&title));
            lines.push_str(&format!(
                "{title}{:pad$} {:<22} {}\n",
                "",
                judged.binary,
                judged.command()
            ));
        }
    }
    match lines.is_empty() {
        true => Err(format!("no judge problem matches {:?}", words.join(" "))),
        false => crate::cli::print_out(&lines),
    }
}

/// The judge problems `binary` solves (none for `graph-game` and `table`).
pub fn of(binary: &str) -> impl Iterator<Item = Judged> + '_ {
    all().into_iter().filter(move |j| j.binary == binary)
}

/// README.md's judges section: a row per judge problem, in the table's order.
pub fn readme_table() -> String {
    let mut rows = vec![
        "| judge problem | binary | the command |".to_string(),
        "|---|---|---|".to_string(),
    ];
    for judged in all() {
        rows.push(format!(
            "| {} | `{}` | `{}` |",
            judged.judge.full(),
            judged.binary,
            judged.command()
        ));
    }
    rows.join("\n")
}

/// docs/problems.md with each judge row's input and output as its binary's spec states
/// them, and its judge problems too where the spec names any (the LeetCode rows have a
/// table of their own, leetcode.rs's). The rule, the last cell, is the page's own.
pub fn problems_page(page: &str) -> String {
    let rows = page.lines().map(|line| {
        let Some((name, judges, _, rule)) = row(line) else {
            return line.to_string();
        };
        let Some(spec) = grundy::specs::named(name) else {
            return line.to_string();
        };
        let judges = match spec.judges {
            [] => judges.to_string(),
            [first, ..] if first.site == "LeetCode" => return line.to_string(),
            all => all.iter().map(Judge::full).collect::<Vec<_>>().join(" / "),
        };
        let (input, output) = (sentence(spec.input), sentence(spec.output));
        format!("| `{name}` | {judges} | {input} → {output} | {rule}")
    });
    rows.map(|row| row + "\n").collect()
}

/// A judge row's cells: the binary, its judges, its input → output, and the rest.
fn row(line: &str) -> Option<(&str, &str, &str, &str)> {
    let cells = line.strip_prefix("| `")?;
    let mut cells = cells.splitn(4, " | ");
    let name = cells.next()?.strip_suffix('`')?;
    Some((name, cells.next()?, cells.next()?, cells.next()?))
}

/// A spec's text as a table cell: on one line, without its closing full stop.
fn sentence(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    words.join(" ").trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wide characters take two columns, so that HDU's Chinese titles line up in `list`.
    #[test]
    fn wide_characters_take_two_columns() {
        assert_eq!(columns("HDU 2176 取(m堆)石子游戏"), 24);
        assert_eq!(columns("Euclid's Game"), 13);
    }

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

    /// No two judge problems share a name.
    #[test]
    fn every_name_is_unique() {
        let mut names: Vec<String> = all().iter().flat_map(Judged::names).collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
    }

    /// A new row's judges, input and output are written from the spec; its rule is kept.
    #[test]
    fn a_new_row_is_written_from_the_spec() {
        let page = problems_page("text\n| `kiki` | - | - | its rule |\n");
        let row = "| `kiki` | HDU 2147 kiki's game | lines `n m` (both at least 1) until `0 0` → ";
        assert!(page.starts_with(&format!("text\n{row}")), "{page}");
        assert!(
            page.ends_with(", else `What a pity!` | its rule |\n"),
            "{page}"
        );
    }

    /// docs/problems.md names every binary that solves a judge problem in one row, with
    /// its judge problems, input and output as the specs state them (the LeetCode rows:
    /// leetcode.rs).
    #[test]
    fn the_problems_page_names_each_binarys_judges() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/problems.md");
        let page = std::fs::read_to_string(path).unwrap();
        let written = problems_page(&page);
        let stale = page
            .lines()
            .zip(written.lines())
            .find(|(old, new)| old != new);
        assert_eq!(stale, None, "run cargo xtask bundle --judges --write");
        for spec in grundy::specs::all().filter(|spec| !spec.judges.is_empty()) {
            if spec.judges[0].site == "LeetCode" {
                continue;
            }
            let judges: Vec<String> = of(spec.name).map(|j| j.judge.full()).collect();
            let row = format!("| `{}` | {} |", spec.name, judges.join(" / "));
            let rows = page.lines().filter(|line| line.starts_with(&row)).count();
            assert_eq!(rows, 1, "docs/problems.md needs one row starting {row}");
        }
    }
}
