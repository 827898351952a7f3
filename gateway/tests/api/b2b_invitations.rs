//! Consent before a person joins a company (#224 and the invited person's rows #248–#250):
//! adding a user is an invitation, answered the same for any address, so the company learns
//! nothing about an address (whether it has an account, a customer's or staff's, their name
//! or phone) until its owner accepts; the owner accepts or declines when they sign in.

use demo_fixtures::mocks::OutboxKind;
use serde_json::{json, Value};

use crate::b2b_user_writes::{invitations_path, list_path, listed, ok_json, path, post, read};
use crate::helpers::*;

/// #224 as the main user.
async fn add(
    app: &TestApp,
    yritys: &reqwest::Client,
    mode: &str,
    email: &str,
) -> reqwest::Response {
    let body = json!({
        "accountMode": mode,
        "email": email,
        "name": "Annettu Nimi",
        "phone": "+358401112233",
        "locations": [{"compositeLocationIdentifier": COMPOSITE, "right": "FULL_ACCESS"}]
    });
    post(app, yritys, &path(COMPANY, "create"), &body).await
}

/// An answer without what differs by request only (the reference, the address typed).
fn shape(answer: &Value) -> Value {
    let mut answer = answer.clone();
    answer["user"]["userReferenceId"] = Value::Null;
    answer["user"]["email"] = Value::Null;
    answer
}

async fn answer_invitation(
    app: &TestApp,
    client: &reqwest::Client,
    user_id: u64,
    reference: &str,
    action: &str,
) -> reqwest::Response {
    let url = format!("{}/{reference}/{action}", invitations_path(user_id));
    app.send_with(client, "POST", &url, None, true).await
}

#[tokio::test]
async fn a_company_learns_nothing_about_an_address_until_its_owner_accepts() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let kuluttaja = app.client_for(KULUTTAJA).await;
    // Cached before: a household without companies.
    let me = read(&app, &kuluttaja, "/api/v2/me").await;
    assert_eq!(me["companies"], json!([]));

    // Both modes, for a customer, an unknown address and staff: one and the same answer.
    let mut answers = Vec::new();
    let typed = KULUTTAJA.to_uppercase();
    for (mode, email) in [
        ("IDENTIFY_ACCOUNT_MODE", typed.as_str()),
        ("CREATE_ACCOUNT_MODE", EDUSTAJA),
        ("IDENTIFY_ACCOUNT_MODE", "ei.ketaan@demo.example"),
        ("CREATE_ACCOUNT_MODE", "ihan.uusi@demo.example"),
        ("IDENTIFY_ACCOUNT_MODE", ADMIN),
        ("CREATE_ACCOUNT_MODE", ASIAKASPALVELU),
    ] {
        let answer = ok_json(add(&app, &yritys, mode, email).await, email).await;
        assert_eq!(answer["user"]["email"], email, "the address as typed");
        assert_eq!(answer["user"]["name"], "", "{email}");
        assert_eq!(answer["user"]["phone"], Value::Null, "{email}");
        assert_eq!(answer["user"]["invited"], true, "{email}");
        answers.push((email.to_owned(), answer));
    }
    let first = shape(&answers[0].1);
    for (email, answer) in &answers {
        assert_eq!(
            shape(answer),
            first,
            "{email} answers like {}",
            answers[0].0
        );
    }
    let reference = answers[0].1["user"]["userReferenceId"]
        .as_str()
        .unwrap()
        .to_owned();

    // The company's list shows the invitations by the address typed, nothing more.
    let users = read(&app, &yritys, &path(COMPANY, "existingUsers")).await;
    let invited: Vec<&Value> = users["users"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["invited"] == true)
        .collect();
    assert_eq!(invited.len(), answers.len());
    let text = users.to_string();
    for secret in ["Kaisa Kuluttaja", "Eero Edustaja", "555 0101", "555 0102"] {
        assert!(!text.contains(secret), "{secret} in {text}");
    }
    assert!(!text.contains(KULUTTAJA), "only the address typed: {text}");
    // Nor can it read or manage an invitation as a user.
    let detail = app
        .get_with(
            &yritys,
            &path(COMPANY, &format!("userReference/{reference}")),
        )
        .await;
    problem(detail, 403, "FORBIDDEN").await;

    // Not a user yet: kuluttaja has no company, and was told by e-mail; staff were not.
    let me = read(&app, &kuluttaja, "/api/v2/me").await;
    assert_eq!(me["companies"], json!([]));
    let mail = app.mocks.outbox.messages();
    let told = |to: &str| {
        mail.iter()
            .any(|m| m.kind == OutboxKind::CompanyInvitation && m.to.eq_ignore_ascii_case(to))
    };
    assert!(told(KULUTTAJA) && told(EDUSTAJA));
    assert!(!told(ADMIN) && !told(ASIAKASPALVELU) && !told("ei.ketaan@demo.example"));
    // ...and finds the invitation in their message box, unread, once however often it is sent.
    ok_json(
        add(&app, &yritys, "IDENTIFY_ACCOUNT_MODE", KULUTTAJA).await,
        "the same invitation again",
    )
    .await;
    let inbox = read(
        &app,
        &kuluttaja,
        &format!("/api/v2/messages/user/{KULUTTAJA_ID}?offset=0&count=50"),
    )
    .await;
    let invitations: Vec<&Value> = inbox["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["type"] == "COMPANY_INVITATION")
        .collect();
    assert_eq!(invitations.len(), 1, "{inbox}");
    assert_eq!(invitations[0]["seen"], false);
    let title = invitations[0]["title"].as_str().unwrap();
    assert!(title.contains("Pohjanmaan Konepaja Oy"), "{title}");

    // kuluttaja sees the invitation, and only they may answer it.
    let open = read(&app, &kuluttaja, &invitations_path(KULUTTAJA_ID)).await;
    assert_eq!(
        open["invitations"],
        json!([{"invitationReferenceId": reference, "companyReferenceId": COMPANY,
                "companyName": "Pohjanmaan Konepaja Oy", "locationsTotal": 1}])
    );
    let lukija = app.client_for(LUKIJA).await;
    for client_path in [
        answer_invitation(&app, &lukija, LUKIJA_ID, &reference, "accept").await,
        answer_invitation(&app, &lukija, KULUTTAJA_ID, &reference, "accept").await,
    ] {
        assert_eq!(client_path.status(), 403);
    }
    let admin = app.client_for(ADMIN).await;
    let staff = read(&app, &admin, "/api/v2/me").await;
    let admin_id = staff["priwattiId"].as_u64().unwrap();
    let none = app.get_with(&admin, &invitations_path(admin_id)).await;
    if none.status() == 200 {
        let none: Value = none.json().await.unwrap();
        assert_eq!(none["invitations"], json!([]), "staff are never invited");
    }

    // Accepted: kuluttaja is a sub-user with the places offered, and the company sees them.
    let left = ok_json(
        answer_invitation(&app, &kuluttaja, KULUTTAJA_ID, &reference, "accept").await,
        "accept",
    )
    .await;
    assert_eq!(left["invitations"], json!([]));
    let me = read(&app, &kuluttaja, "/api/v2/me").await;
    assert_eq!(me["companies"][0]["companyReferenceId"], COMPANY);
    assert_eq!(
        listed(&read(&app, &kuluttaja, &list_path(KULUTTAJA_ID)).await),
        [COMPOSITE.to_owned()].into()
    );
    let users = read(&app, &yritys, &path(COMPANY, "existingUsers")).await;
    let joined = users["users"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["userReferenceId"] == reference.as_str())
        .unwrap();
    assert_eq!(joined["invited"], false);
    assert_eq!(joined["email"], KULUTTAJA);
    // Answered once.
    let again = answer_invitation(&app, &kuluttaja, KULUTTAJA_ID, &reference, "accept").await;
    assert_eq!(again.status(), 403);
}

#[tokio::test]
async fn a_declined_invitation_makes_no_user() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let edustaja = app.client_for(EDUSTAJA).await;
    let answer = ok_json(
        add(&app, &yritys, "IDENTIFY_ACCOUNT_MODE", EDUSTAJA).await,
        "identify",
    )
    .await;
    let reference = answer["user"]["userReferenceId"].as_str().unwrap();
    let me = read(&app, &edustaja, "/api/v2/me").await;
    let id = me["priwattiId"].as_u64().unwrap();
    let left = ok_json(
        answer_invitation(&app, &edustaja, id, reference, "decline").await,
        "decline",
    )
    .await;
    assert_eq!(left["invitations"], json!([]));
    let me = read(&app, &edustaja, "/api/v2/me").await;
    assert_eq!(me["companies"], json!([]));
    let users = read(&app, &yritys, &path(COMPANY, "existingUsers")).await;
    assert!(!users["users"]
        .as_array()
        .unwrap()
        .iter()
        .any(|u| u["userReferenceId"] == reference));
    // Declined is gone: it cannot be accepted afterwards.
    let late = answer_invitation(&app, &edustaja, id, reference, "accept").await;
    assert_eq!(late.status(), 403);
}
