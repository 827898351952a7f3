//! Every mock serves exactly the methods and paths of its contract, `openapi/upstreams/<system>.yaml`
//! (both are kept by hand). A mock's paths come from its router (`GET /__control/routes`, actix's
//! resource map), each path's methods from asking it with credentials its routes take (a user's
//! access token, else the gateway's client credentials): a method the path does not take is a
//! 405 or the mock's `no such route` 404. Path parameters are compared by position, not by name.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use demo_fixtures::dataset::DEMO_PASSWORD;
use demo_fixtures::mocks::{self, MockSettings};

const METHODS: [&str; 5] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/// `METHOD /path/{}` pairs, each parameter written `{}`.
type Operations = BTreeSet<(String, String)>;

/// `/v2/user/{userId}/ui` → `/v2/user/{}/ui`.
fn shape(path: &str) -> String {
    path.split('/')
        .map(|segment| {
            if segment.starts_with('{') && segment.ends_with('}') {
                "{}"
            } else {
                segment
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

// ---- the contract -------------------------------------------------------------------------

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// The lines under the nested keys `section` (`["components", "pathItems"]`), comments and
/// blank lines left out.
fn section<'t>(text: &'t str, section: &[&str]) -> Vec<&'t str> {
    let mut lines: Vec<&str> = text
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .collect();
    for (level, key) in section.iter().enumerate() {
        let at = level * 2;
        let start = lines
            .iter()
            .position(|line| indent(line) == at && line.trim() == format!("{key}:"))
            .unwrap_or_else(|| panic!("no {section:?}"));
        let rest = &lines[start + 1..];
        let end = rest
            .iter()
            .position(|line| indent(line) <= at)
            .unwrap_or(rest.len());
        lines = rest[..end].to_vec();
    }
    lines
}

/// The path items under `keys` in a contract (`paths`, or `components` → `pathItems`): each
/// one's methods, or the shared item it refers to.
fn path_items(text: &str, keys: &[&str]) -> BTreeMap<String, Item> {
    let key_indent = keys.len() * 2;
    let mut items: BTreeMap<String, Item> = BTreeMap::new();
    let mut current = None;
    for line in section(text, keys) {
        let key = line.trim().split(':').next().unwrap_or_default();
        if indent(line) == key_indent {
            current = Some(key.to_owned());
            items.insert(key.to_owned(), Item::default());
        } else if indent(line) == key_indent + 2 {
            let item = items
                .get_mut(current.as_deref().expect("an item"))
                .expect("the item being read");
            if let Some(reference) = line.trim().strip_prefix("$ref:") {
                item.reference = Some(reference.trim().trim_matches('"').to_owned());
            } else if METHODS.contains(&key.to_uppercase().as_str()) {
                item.methods.insert(key.to_uppercase());
            }
        }
    }
    items
}

#[derive(Debug, Default)]
struct Item {
    methods: BTreeSet<String>,
    /// `identity.yaml#/components/pathItems/ControlFaults` or `#/components/pathItems/…`.
    reference: Option<String>,
}

/// The operations `openapi/upstreams/<system>.yaml` declares, shared path items resolved.
fn contract(system: &str) -> Operations {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../openapi/upstreams");
    let read = |file: &str| {
        std::fs::read_to_string(dir.join(file)).unwrap_or_else(|error| panic!("{file}: {error}"))
    };
    let own = format!("{system}.yaml");
    let text = read(&own);
    let mut operations = Operations::new();
    for (path, item) in path_items(&text, &["paths"]) {
        let methods = match &item.reference {
            None => item.methods,
            Some(reference) => {
                let (file, pointer) = reference.split_once('#').expect("a reference with a #");
                let file = if file.is_empty() { own.as_str() } else { file };
                let name = pointer.rsplit('/').next().expect("a path item's name");
                let shared = path_items(&read(file), &["components", "pathItems"]);
                shared
                    .get(name)
                    .unwrap_or_else(|| panic!("{system}: {reference} is not a path item"))
                    .methods
                    .clone()
            }
        };
        assert!(!methods.is_empty(), "{system}.yaml: {path} has no method");
        operations.extend(methods.into_iter().map(|m| (m, shape(&path))));
    }
    operations
}

// ---- the mock -------------------------------------------------------------------------------

/// The end of the `Debug` value starting at `from` (an opening bracket), skipping strings.
fn closing(text: &[u8], from: usize) -> usize {
    let mut depth = 0;
    let mut i = from;
    while i < text.len() {
        match text[i] {
            b'"' => {
                i += 1;
                while text[i] != b'"' {
                    i += if text[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'{' | b'[' | b'(' => depth += 1,
            b'}' | b']' | b')' => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
        i += 1;
    }
    panic!("an unclosed value in the resource map");
}

/// Where `field: ` starts at the top level of the struct body `text[from..to]`.
fn field(text: &[u8], from: usize, to: usize, name: &str) -> Option<usize> {
    let wanted = format!("{name}: ");
    let mut i = from;
    while i < to {
        match text[i] {
            b'"' | b'{' | b'[' | b'(' => i = closing(text, i) + 1,
            _ if text[i..].starts_with(wanted.as_bytes()) => return Some(i + wanted.len()),
            _ => i += 1,
        }
    }
    None
}

/// The string of a `Debug`-printed `"…"` at `at`.
fn debug_string(text: &[u8], at: usize) -> String {
    let end = closing_quote(text, at);
    let raw = std::str::from_utf8(&text[at + 1..end]).expect("UTF-8");
    raw.replace("\\\"", "\"").replace("\\\\", "\\")
}

fn closing_quote(text: &[u8], at: usize) -> usize {
    let mut i = at + 1;
    while text[i] != b'"' {
        i += if text[i] == b'\\' { 2 } else { 1 };
    }
    i
}

/// The full paths of the resources in the `ResourceMap { … }` at `at`, under `prefix`.
fn resources(text: &[u8], at: usize, prefix: &str, out: &mut Vec<String>) {
    let open = at + "ResourceMap ".len();
    let end = closing(text, open);
    let pattern = field(text, open + 1, end, "pattern").expect("a resource's pattern");
    let pattern_end = closing(text, pattern + "ResourceDef ".len());
    let patterns = field(
        text,
        pattern + "ResourceDef ".len() + 1,
        pattern_end,
        "patterns",
    )
    .expect("a resource definition's patterns");
    assert!(
        text[patterns..].starts_with(b"Single(\""),
        "a resource with several patterns"
    );
    let path = format!("{prefix}{}", debug_string(text, patterns + "Single(".len()));
    let nodes = field(text, open + 1, end, "nodes").expect("a resource's nodes");
    if text[nodes..].starts_with(b"None") {
        out.push(path);
        return;
    }
    let list = nodes + "Some(".len();
    let list_end = closing(text, list);
    let mut i = list + 1;
    while i < list_end {
        if text[i..].starts_with(b"ResourceMap {") {
            resources(text, i, &path, out);
            i = closing(text, i + "ResourceMap ".len()) + 1;
        } else {
            i += 1;
        }
    }
}

/// `path` with each parameter given a value no literal segment has.
fn concrete(path: &str) -> String {
    path.split('/')
        .map(|segment| {
            if segment.starts_with('{') {
                "zz9"
            } else {
                segment
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// Who asks: a user's access token, and the gateway's client credentials at identity.
struct Credentials {
    token: String,
    client_id: String,
    client_secret: String,
}

/// Whether `method` of `url` reaches a route: asked with the token, and with the client's
/// credentials when the token is refused before routing.
async fn reaches_a_route(
    client: &reqwest::Client,
    credentials: &Credentials,
    method: &str,
    url: &str,
) -> bool {
    let method: reqwest::Method = method.parse().expect("a method");
    let mut response = client
        .request(method.clone(), url)
        .bearer_auth(&credentials.token)
        .send()
        .await
        .expect("an answer");
    if response.status() == 401 {
        response = client
            .request(method, url)
            .basic_auth(&credentials.client_id, Some(&credentials.client_secret))
            .send()
            .await
            .expect("an answer");
    }
    let status = response.status().as_u16();
    let body = response.text().await.unwrap_or_default();
    status != 405 && !(status == 404 && body.contains("no such route"))
}

/// The operations the mock at `base_url` serves.
async fn served(client: &reqwest::Client, credentials: &Credentials, base_url: &str) -> Operations {
    let map = client
        .get(format!("{base_url}/__control/routes"))
        .send()
        .await
        .expect("the mock's routes")
        .text()
        .await
        .expect("the resource map");
    let text = map.as_bytes();
    let root = map.find("ResourceMap {").expect("a resource map");
    let mut paths = Vec::new();
    resources(text, root, "", &mut paths);
    assert!(paths.len() > 3, "{base_url}: {paths:?}");
    let mut operations = Operations::new();
    for path in paths {
        let url = format!("{base_url}{}", concrete(&path));
        for method in METHODS {
            if reaches_a_route(client, credentials, method, &url).await {
                operations.insert((method.to_owned(), shape(&path)));
            }
        }
    }
    operations
}

#[tokio::test]
async fn every_mock_serves_exactly_the_methods_and_paths_of_its_contract() {
    let settings = MockSettings::default();
    let mocks = mocks::start(settings.clone()).await.expect("mocks start");
    let client = reqwest::Client::new();
    let login: serde_json::Value = client
        .post(format!("{}/v1/auth/login", mocks.identity.base_url))
        .basic_auth(&settings.client_id, Some(&settings.client_secret))
        .json(&serde_json::json!({"username": "kuluttaja@demo.example", "password": DEMO_PASSWORD}))
        .send()
        .await
        .expect("a sign-in")
        .json()
        .await
        .expect("tokens");
    let credentials = Credentials {
        token: login["tokens"]["accessToken"]
            .as_str()
            .expect("an access token")
            .to_owned(),
        client_id: settings.client_id.clone(),
        client_secret: settings.client_secret.clone(),
    };
    let mut differences = Vec::new();
    for (system, mock) in mocks.all() {
        let declared = contract(system);
        let serves = served(&client, &credentials, &mock.base_url).await;
        for (method, path) in serves.difference(&declared) {
            differences.push(format!(
                "{system}: the mock serves {method} {path}, its YAML lacks it"
            ));
        }
        for (method, path) in declared.difference(&serves) {
            differences.push(format!(
                "{system}: the YAML declares {method} {path}, the mock does not serve it"
            ));
        }
    }
    mocks.stop().await;
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}

#[test]
fn a_contract_is_read_with_its_shared_path_items() {
    let identity = contract("identity");
    assert!(identity.contains(&("PUT".to_owned(), "/__control/faults".to_owned())));
    let content = contract("content");
    assert!(content.contains(&("GET".to_owned(), "/v2/campaign/{}".to_owned())));
    assert!(content.contains(&("DELETE".to_owned(), "/__control/faults".to_owned())));
}
