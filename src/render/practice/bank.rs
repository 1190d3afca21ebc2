//! A bank of practice trees packed small enough for one page: the trees' data grouped field
//! by field, down to the nodes' and steps' own fields (every node's `wrong` line of every
//! tree together, then every `right` line, … : a field's values repeat each other's words,
//! which a deflate window of 32 KiB finds only when they stand near), written as JSON, deflated (raw deflate, which a browser's
//! `DecompressionStream("deflate-raw")` reads), in base64. The page's script unpacks it;
//! the data is the engine's, unchanged.

use serde_json::{Map, Value, json};

/// Before a field's name: the items that lack the field.
const ABSENT: &str = "absent ";

/// `items` (objects) as one object of columns: each field's values in item order, `null`
/// where an item lacks the field, and then (under `absent FIELD`, a `1` for each item that
/// lacks it, a `0` for the others) which items lack it, so an absent field stays absent and
/// a `null` stays `null`. A field whose
/// values are all objects is grouped in turn (`{"columns": …}`), and one whose values are
/// all lists of objects (a tree's nodes, its steps) has the objects of every list grouped
/// together, with each list's length (`{"rows": …, "lengths": […]}`).
fn columns(items: &[Value]) -> Value {
    let mut keys: Vec<String> = Vec::new();
    for item in items {
        for k in item.as_object().into_iter().flat_map(|m| m.keys()) {
            if !keys.contains(k) {
                keys.push(k.clone());
            }
        }
    }
    let mut out = Map::new();
    for k in keys {
        let column: Vec<Value> = items
            .iter()
            .map(|item| item.get(&k).cloned().unwrap_or(Value::Null))
            .collect();
        // One character an item, `1` where it lacks the field: as text the pattern (inner
        // node, leaf, leaf, …) compresses to almost nothing.
        let absent: String = items
            .iter()
            .map(|item| if item.get(&k).is_none() { '1' } else { '0' })
            .collect();
        if absent.contains('1') {
            out.insert(format!("{ABSENT}{k}"), json!(absent));
        }
        let lists = column
            .iter()
            .all(|v| v.as_array().is_some_and(|l| l.iter().all(Value::is_object)));
        let column = if !column.is_empty() && column.iter().all(Value::is_object) {
            json!({ "columns": columns(&column) })
        } else if !column.is_empty() && lists {
            let lengths: Vec<usize> = column
                .iter()
                .map(|l| l.as_array().map_or(0, Vec::len))
                .collect();
            let all: Vec<Value> = column
                .into_iter()
                .flat_map(|l| match l {
                    Value::Array(l) => l,
                    _ => Vec::new(),
                })
                .collect();
            json!({ "rows": columns(&all), "lengths": lengths })
        } else {
            Value::Array(column)
        };
        out.insert(k, column);
    }
    out.insert("count".into(), Value::from(items.len()));
    Value::Object(out)
}

/// The trees' data packed for the page (see the module's notes).
pub fn pack(trees: &[Value]) -> String {
    let json = columns(trees).to_string();
    let deflated = miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 9);
    base64(&deflated)
}

/// Standard base64 with padding.
fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ABC[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The trees' data from the text `pack` makes (for tests: the page's script does this).
pub fn unpack(text: &str) -> Option<Vec<Value>> {
    let bytes = unbase64(text)?;
    let json = miniz_oxide::inflate::decompress_to_vec(&bytes).ok()?;
    let packed: Value = serde_json::from_slice(&json).ok()?;
    Some(rows(&packed))
}

/// The items of [`columns`]' object.
fn rows(packed: &Value) -> Vec<Value> {
    let count = packed["count"].as_u64().unwrap_or(0) as usize;
    let mut items = vec![Map::new(); count];
    for (k, column) in packed.as_object().into_iter().flatten() {
        if k == "count" || k.starts_with(ABSENT) {
            continue;
        }
        let absent = packed
            .get(format!("{ABSENT}{k}"))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .as_bytes();
        let values = if let Some(nested) = column.get("columns") {
            rows(nested)
        } else if let Some(flat) = column.get("rows") {
            let mut all = rows(flat).into_iter();
            let lengths = column["lengths"].as_array().cloned().unwrap_or_default();
            lengths
                .iter()
                .map(|n| {
                    Value::Array(
                        all.by_ref()
                            .take(n.as_u64().unwrap_or(0) as usize)
                            .collect(),
                    )
                })
                .collect()
        } else {
            column.as_array().cloned().unwrap_or_default()
        };
        for (i, (item, v)) in items.iter_mut().zip(values).enumerate() {
            if absent.get(i) != Some(&b'1') {
                item.insert(k.clone(), v);
            }
        }
    }
    items.into_iter().map(Value::Object).collect()
}

fn unbase64(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let text = text.trim_end_matches('=').as_bytes();
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= value(c)? << (18 - 6 * i);
        }
        for i in 0..chunk.len().saturating_sub(1) {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_packed_bank_unpacks_to_the_same_trees() {
        let trees = vec![
            json!({"title": null, "seed": "18446744073709551615",
                   "nodes": [{"k": "max", "value": {"v": 1}}, {"k": "leaf", "lv": "2"}],
                   "stepper": {"steps": [{"n": 0}, {"n": 1}], "text": null}}),
            json!({"title": "t", "seed": "7", "nodes": [{"k": "min", "value": {"v": 3}}],
                   "stepper": {"steps": [], "text": ""}}),
        ];
        let packed = pack(&trees);
        assert!(
            packed
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"+/=".contains(&b))
        );
        assert_eq!(unpack(&packed), Some(trees));
    }

    #[test]
    fn base64_round_trips_every_length() {
        for n in 0..10u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(97)).collect();
            assert_eq!(unbase64(&base64(&bytes)), Some(bytes.clone()));
        }
        assert_eq!(base64(b"Man"), "TWFu");
        assert_eq!(base64(b"Ma"), "TWE=");
    }
}
