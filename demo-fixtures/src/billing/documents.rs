//! A place's documents: its contract terms, its price list and its contract confirmation, each
//! a PDF made on request from the place's own contract data.

use chrono::{Months, NaiveDate};
use upstream_clients::invoicing::{Document, DocumentType};
use upstream_clients::money::{Cents, UnitPrice};

use super::invoice_pdf::{customer_name, finnish_date, vat_label};
use super::pdf::{format_fixed, Page};
use crate::dataset::{Dataset, Product, UsePlace};
use crate::series::cost::{ELECTRICITY_TAX, TRANSFER, TRANSFER_MONTHLY_FEE};
use crate::series::{seed, vat_per_mille, vat_percent};

pub const PDF: &str = "application/pdf";

const KINDS: [(DocumentType, &str, &str); 3] = [
    (
        DocumentType::ContractConfirmation,
        "confirmation",
        "Sopimusvahvistus",
    ),
    (DocumentType::PriceList, "prices", "Hinnasto"),
    (DocumentType::ContractTerms, "terms", "Sopimusehdot"),
];

/// When the place's contract started: a day in 2023 fixed by the place (before any invoice shown).
pub fn contract_start(place: &UsePlace) -> NaiveDate {
    let offset = u32::try_from(seed(&place.location_identifier) % 12).unwrap_or(0);
    NaiveDate::from_ymd_opt(2023, 1, 1)
        .and_then(|d| d.checked_add_months(Months::new(offset)))
        .unwrap_or_default()
}

/// The place's documents, newest first.
pub fn documents_of_place(place: &UsePlace, today: NaiveDate) -> Vec<Document> {
    KINDS
        .iter()
        .map(|(kind, slug, title)| Document {
            document_id: format!("{}-{slug}", place.location_reference_id),
            document_type: *kind,
            name: format!("{title}: {}", place.product.name()),
            file_name: format!("{}-{}.pdf", slug, place.location_reference_id),
            content_type: PDF.to_owned(),
            date: match kind {
                DocumentType::PriceList => today.to_string(),
                _ => contract_start(place).to_string(),
            },
        })
        .collect()
}

/// The document's PDF, or `None` if the id is not one of the place's documents.
pub fn document_pdf(
    dataset: &Dataset,
    place: &UsePlace,
    document_id: &str,
    today: NaiveDate,
) -> Option<(Document, Vec<u8>)> {
    let document = documents_of_place(place, today)
        .into_iter()
        .find(|d| d.document_id == document_id)?;
    let company = dataset.energy_company(place.company);
    let title = KINDS
        .iter()
        .find(|(kind, ..)| *kind == document.document_type)
        .map_or("", |(.., title)| *title);
    let mut page = Page::default();
    page.bold(50.0, 60.0, 16.0, company.name.as_str())
        .text(50.0, 76.0, 9.0, format!("Y-tunnus {}", company.business_id))
        .bold(50.0, 120.0, 14.0, title)
        .text(400.0, 120.0, 9.0, finnish_date(today));
    let lines = match document.document_type {
        DocumentType::ContractConfirmation => confirmation_lines(dataset, place),
        DocumentType::PriceList => price_lines(place, today),
        DocumentType::ContractTerms => terms_lines(place),
    };
    for (i, line) in lines.iter().enumerate() {
        page.text(50.0, 150.0 + 16.0 * i as f32, 10.0, line.as_str());
    }
    Some((document.clone(), page.render(&document.name)))
}

fn confirmation_lines(dataset: &Dataset, place: &UsePlace) -> Vec<String> {
    vec![
        format!("Asiakas: {}", customer_name(dataset, place)),
        format!("Asiakasnumero: {}", place.customer_code),
        format!("Sopimusnumero: {}", place.contract_code),
        format!(
            "Käyttöpaikka: {} ({})",
            place.location_identifier,
            place.address_line()
        ),
        format!("Mittauspiste: {}", place.metering_point_id),
        format!("Tuote: {}", place.product.name()),
        format!("Sopimus alkaa: {}", finnish_date(contract_start(place))),
        "Sopimus on voimassa toistaiseksi.".to_owned(),
        "Kiitos, että valitsit meidät energiakumppaniksesi.".to_owned(),
    ]
}

/// A unit price to two decimals, Finnish separators ("0,61").
fn two_decimals(price: UnitPrice) -> String {
    format_fixed(price.rounded(2).0 / 100, 2)
}

/// The price list's line of a price in `unit`: with VAT of `per_mille` (applied once to the
/// exact price, then rounded), and without.
fn priced(price: UnitPrice, per_mille: i64, unit: &str) -> String {
    format!(
        "{} {unit} (alv 0 %: {} {unit})",
        two_decimals(price.with_vat(per_mille, 2)),
        two_decimals(price)
    )
}

fn price_lines(place: &UsePlace, today: NaiveDate) -> Vec<String> {
    let sale_vat = vat_per_mille(today, true);
    let vat = vat_per_mille(today, false);
    let mut lines = vec![
        format!("Tuote: {}", place.product.name()),
        format!(
            "Hinnat sisältävät arvonlisäveron {}.",
            vat_label(vat_percent(today, false))
        ),
    ];
    let basic_fee = |fee: Cents| {
        format!(
            "Perusmaksu: {}",
            priced(UnitPrice::of_cents(fee), sale_vat, "€/kk")
        )
    };
    match &place.product {
        Product::Spot {
            margin_c_per_kwh,
            monthly_fee_eur,
            ..
        } => {
            lines.push("Energia: pörssisähkön 15 minuutin hinta + marginaali".to_owned());
            lines.push(format!(
                "Marginaali: {}",
                priced(*margin_c_per_kwh, sale_vat, "c/kWh")
            ));
            lines.push(basic_fee(*monthly_fee_eur));
        }
        Product::Fixed {
            price_c_per_kwh,
            monthly_fee_eur,
            ..
        } => {
            lines.push(format!(
                "Energia: {}",
                priced(*price_c_per_kwh, sale_vat, "c/kWh")
            ));
            lines.push(basic_fee(*monthly_fee_eur));
        }
        Product::DistrictHeating {
            energy_eur_per_mwh,
            power_fee_eur_per_year,
            ..
        } => {
            lines.push(format!(
                "Energia: {}",
                priced(*energy_eur_per_mwh, vat, "€/MWh")
            ));
            lines.push(format!(
                "Tehomaksu: {}",
                priced(UnitPrice::of_cents(*power_fee_eur_per_year), vat, "€/v")
            ));
        }
        Product::Purchase {
            margin_c_per_kwh, ..
        } => {
            lines.push("Ostohinta: pörssisähkön 15 minuutin hinta - välityspalkkio".to_owned());
            lines.push(format!(
                "Välityspalkkio: {} c/kWh (alv 0 %)",
                two_decimals(*margin_c_per_kwh)
            ));
        }
    }
    if matches!(place.product, Product::Spot { .. } | Product::Fixed { .. }) {
        lines.push(format!(
            "Sähkönsiirto: {}",
            priced(UnitPrice(TRANSFER.0), vat, "c/kWh")
        ));
        lines.push(format!(
            "Siirron perusmaksu: {}",
            priced(UnitPrice::of_cents(TRANSFER_MONTHLY_FEE), vat, "€/kk")
        ));
        lines.push(format!(
            "Sähkövero ja huoltovarmuusmaksu: {}",
            priced(UnitPrice(ELECTRICITY_TAX.0), vat, "c/kWh")
        ));
    }
    lines
}

fn terms_lines(place: &UsePlace) -> Vec<String> {
    vec![
        format!(
            "Nämä ehdot koskevat sopimusta {} ({}).",
            place.contract_code,
            place.product.name()
        ),
        "1. Sopimus on toistaiseksi voimassa, ja asiakas voi irtisanoa sen kahden viikon"
            .to_owned(),
        "   irtisanomisajalla.".to_owned(),
        "2. Laskutus perustuu etäluettuun 15 minuutin kulutukseen. Lasku lähetetään".to_owned(),
        "   kuukausittain, ja sen eräpäivä on kuukauden 28. päivä.".to_owned(),
        "3. Arvonlisävero lasketaan toimituspäivänä voimassa olevan verokannan mukaan.".to_owned(),
        "4. Viivästyneestä maksusta peritään korkolain mukainen viivästyskorko.".to_owned(),
        "5. Hinnanmuutoksista ilmoitetaan vähintään kuukautta ennen niiden voimaantuloa."
            .to_owned(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_place_has_three_documents_with_its_reference_in_the_id() {
        let data = Dataset::demo();
        let place = data.place("KP100101").unwrap();
        let today = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        let docs = documents_of_place(place, today);
        assert_eq!(docs.len(), 3);
        assert!(docs.iter().all(|d| d.document_id.starts_with("LR100101-")));
        let (doc, pdf) = document_pdf(data, place, "LR100101-prices", today).unwrap();
        assert_eq!(doc.document_type, DocumentType::PriceList);
        let text = String::from_utf8_lossy(&pdf);
        // The spot margin 0.49 c/kWh with 25.5 % VAT is 0.61 c/kWh.
        assert!(text.contains("0,61 c/kWh"), "margin with VAT");
        assert!(document_pdf(data, place, "LR100102-prices", today).is_none());
    }
}
