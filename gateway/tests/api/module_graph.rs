//! The gateway's modules and what each one uses, read from `gateway/src` (a file is a module;
//! an edge is a `crate::`, `super::`, `self::` or child-module path in its code, test modules
//! left out), so that an import cycle through the engine cannot come back unseen. The
//! top-level modules (`endpoint`, `routes`, `session`, `authz`, …) must depend on each other
//! without a cycle: the engine is handed its table by start-up and the session knows nothing of
//! the router. Cycles inside one top-level module (a `mod.rs` and the files it re-exports) are
//! allowed, and printed with the largest cycle:
//!
//! `cargo test -p gateway --test api module_graph -- --nocapture` (`GATEWAY_SRC=<dir>` reads
//! another checkout's sources, to compare).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Module path (`endpoint::read`, `` for `lib.rs`) → the modules its code names.
type Graph = BTreeMap<String, BTreeSet<String>>;

fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("gateway/src")
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            source_files(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

/// `endpoint/read.rs` → `endpoint::read`, `routes/mod.rs` → `routes`, `lib.rs` → ``.
fn module_of(src: &Path, file: &Path) -> String {
    let relative = file
        .strip_prefix(src)
        .expect("under src")
        .with_extension("");
    let mut parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts.join("::")
}

/// The code of a file without comments, string and character literals, and without its
/// `#[cfg(test)] mod tests`.
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !is_ident(chars.get(i.wrapping_sub(1)))
        {
            // A raw string: r"…", r#"…"#, …
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && (next == Some('\\') || chars.get(i + 2) == Some(&'\'')) {
            // A character literal ('a', '\n', '\''); a lifetime ('a) has no closing quote.
            i += if next == Some('\\') { 2 } else { 1 };
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn is_ident(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// Every path in a `use` tree: `a::{b, c::{d, e}}` → `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree: String = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    let Some(open) = tree.find('{') else {
        return vec![tree.trim().to_owned()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let (mut parts, mut depth, mut current) = (Vec::new(), 0, String::new());
    for c in inner.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if c == ',' && depth == 0 {
            parts.push(std::mem::take(&mut current));
        } else {
            current.push(c);
        }
    }
    parts.push(current);
    parts
        .iter()
        .filter(|part| !part.trim().is_empty())
        .flat_map(|part| expand(part))
        .map(|path| format!("{prefix}{path}"))
        .collect()
}

/// The paths a module's code names: its `use` trees, and every `crate::…`, `super::…`,
/// `self::…` and `<child module>::…` elsewhere.
fn paths_in(code: &str, children: &BTreeSet<String>) -> Vec<String> {
    let mut paths = Vec::new();
    for statement in code.split(';') {
        if let Some(at) = statement.find("use ") {
            let before = &statement[..at];
            let before = before.trim_end();
            let starts_statement = before.is_empty()
                || before.ends_with("pub")
                || before.ends_with([')', '}', ']', '{']);
            if starts_statement && !is_ident(statement[..at].chars().last().as_ref()) {
                paths.extend(expand(&statement[at + 4..]));
            }
        }
    }
    let words: Vec<&str> = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
        .filter(|word| word.contains("::") && !word.ends_with("::"))
        .collect();
    for word in words {
        let first = word.split("::").next().unwrap_or_default();
        if matches!(first, "crate" | "super" | "self") || children.contains(first) {
            paths.push(word.to_owned());
        }
    }
    paths
}

/// The module a path names: the longest prefix of it that is a module (`crate::endpoint::Row`
/// is `endpoint`).
fn resolve(
    module: &str,
    path: &str,
    children: &BTreeSet<String>,
    modules: &BTreeSet<String>,
) -> Option<String> {
    let path = path.split(" as ").next().unwrap_or(path).replace(' ', "");
    let mut segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    let here: Vec<&str> = module.split("::").filter(|s| !s.is_empty()).collect();
    let mut base: Vec<&str> = match segments.first().copied() {
        Some("crate") => {
            segments.remove(0);
            Vec::new()
        }
        Some("super") => {
            let mut base = here.clone();
            while segments.first() == Some(&"super") {
                segments.remove(0);
                base.pop();
            }
            base
        }
        Some("self") => {
            segments.remove(0);
            here.clone()
        }
        Some(first) if children.contains(first) => here.clone(),
        _ => return None,
    };
    base.extend(segments);
    (1..=base.len())
        .rev()
        .map(|n| base[..n].join("::"))
        .find(|candidate| modules.contains(candidate))
        .filter(|found| found != module)
}

fn gateway_graph() -> Graph {
    let src = std::env::var_os("GATEWAY_SRC")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let mut files = Vec::new();
    source_files(&src, &mut files);
    let files: Vec<(String, PathBuf)> = files
        .into_iter()
        .map(|file| (module_of(&src, &file), file))
        // The binary is not part of the library's module tree.
        .filter(|(module, _)| module != "main")
        .collect();
    let modules: BTreeSet<String> = files.iter().map(|(m, _)| m.clone()).collect();
    let mut graph = Graph::new();
    for (module, file) in &files {
        let depth = module.split("::").filter(|s| !s.is_empty()).count();
        let children: BTreeSet<String> = modules
            .iter()
            .filter(|other| {
                let parts: Vec<&str> = other.split("::").collect();
                parts.len() == depth + 1
                    && (module.is_empty() || other.starts_with(&format!("{module}::")))
            })
            .map(|other| other.rsplit("::").next().unwrap_or_default().to_owned())
            .collect();
        let code = code_of(&std::fs::read_to_string(file).expect("a source file"));
        let used = paths_in(&code, &children)
            .iter()
            .filter_map(|path| resolve(module, path, &children, &modules))
            .filter(|used| !used.is_empty())
            .collect();
        graph.insert(module.clone(), used);
    }
    graph
}

/// The strongly connected components of `graph` with more than one module (Tarjan).
fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    struct Walk<'g> {
        graph: &'g Graph,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        found: Vec<Vec<String>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, v: &'g str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in self.graph.get(v).into_iter().flatten() {
                let w = w.as_str();
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    component.push(w.to_owned());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !walk.index.contains_key(v.as_str()) {
            walk.visit(v);
        }
    }
    walk.found.sort_by_key(|c| std::cmp::Reverse(c.len()));
    walk.found
}

fn top_level(module: &str) -> String {
    module.split("::").next().unwrap_or_default().to_owned()
}

#[test]
fn the_top_level_modules_depend_on_each_other_without_a_cycle() {
    let graph = gateway_graph();
    assert!(graph.len() > 50, "{} modules read", graph.len());
    let file_cycles = cycles(&graph);
    println!(
        "{} modules; largest cycle {} files: {:?}",
        graph.len(),
        file_cycles.first().map_or(0, Vec::len),
        file_cycles.first()
    );
    let mut top = Graph::new();
    for (module, used) in &graph {
        let from = top_level(module);
        let entry = top.entry(from.clone()).or_default();
        entry.extend(used.iter().map(|u| top_level(u)).filter(|to| *to != from));
    }
    assert_eq!(
        cycles(&top),
        Vec::<Vec<String>>::new(),
        "top-level modules in a cycle"
    );
    for cycle in &file_cycles {
        let tops: BTreeSet<String> = cycle.iter().map(|m| top_level(m)).collect();
        assert_eq!(tops.len(), 1, "a cycle across modules: {cycle:?}");
    }
}

#[test]
fn the_engine_uses_neither_the_table_nor_start_up() {
    let graph = gateway_graph();
    for (module, used) in graph.iter().filter(|(m, _)| top_level(m) == "endpoint") {
        let forbidden: Vec<&String> = used
            .iter()
            .filter(|u| matches!(top_level(u).as_str(), "routes" | "startup" | "openapi"))
            .collect();
        assert!(forbidden.is_empty(), "{module} uses {forbidden:?}");
    }
    let session = graph.iter().filter(|(m, _)| top_level(m) == "session");
    for (module, used) in session {
        assert!(
            used.iter().all(|u| top_level(u) != "endpoint"),
            "{module} uses the engine: {used:?}"
        );
    }
}

#[test]
fn the_reader_finds_uses_in_use_trees_and_paths() {
    let children: BTreeSet<String> = ["read".to_owned()].into();
    let code = code_of(
        "use super::{a::{B, c}, d};\n// crate::comment::X\nlet s = \"crate::string\";\nfn f() { crate::routes::all(); read::serve(); }",
    );
    let paths = paths_in(&code, &children);
    assert!(paths.contains(&"super::a::B".to_owned()), "{paths:?}");
    assert!(paths.contains(&"super::d".to_owned()), "{paths:?}");
    assert!(
        paths.contains(&"crate::routes::all".to_owned()),
        "{paths:?}"
    );
    assert!(paths.contains(&"read::serve".to_owned()), "{paths:?}");
    assert!(!paths
        .iter()
        .any(|p| p.contains("comment") || p.contains("string")));
}
