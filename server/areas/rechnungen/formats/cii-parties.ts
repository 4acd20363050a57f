import type { Buyer, PostalAddress, Seller } from '@domain/rechnungen/parties';
import { withAttributes, type XmlNode, xmlText } from './xml-node';

/*
 * The trade parties of a CII invoice (ram:SellerTradeParty BG-4,
 * ram:BuyerTradeParty BG-7) in the element order of the D16B schema:
 * ID, Name, SpecifiedLegalOrganization, DefinedTradeContact,
 * PostalTradeAddress, URIUniversalCommunication, SpecifiedTaxRegistration.
 */

function address(value: PostalAddress): XmlNode {
  const node: XmlNode = {
    'ram:PostcodeCode': xmlText(value.postcode),
    'ram:LineOne': xmlText(value.street),
  };
  if (value.additional) node['ram:LineTwo'] = xmlText(value.additional);
  node['ram:CityName'] = xmlText(value.city);
  node['ram:CountryID'] = value.countryCode;
  return node;
}

function electronicAddress(email: string): XmlNode {
  return { 'ram:URIID': withAttributes(email, { schemeID: 'EM' }) };
}

function taxRegistration(id: string, scheme: 'VA' | 'FC'): XmlNode {
  return { 'ram:ID': withAttributes(id, { schemeID: scheme }) };
}

export function sellerParty(seller: Seller): XmlNode {
  const node: XmlNode = { 'ram:Name': xmlText(seller.name) };
  if (seller.registration) {
    node['ram:SpecifiedLegalOrganization'] = { 'ram:ID': xmlText(seller.registration) };
  }
  node['ram:DefinedTradeContact'] = {
    'ram:PersonName': xmlText(seller.contact.name),
    'ram:TelephoneUniversalCommunication': {
      'ram:CompleteNumber': xmlText(seller.contact.phone),
    },
    'ram:EmailURIUniversalCommunication': { 'ram:URIID': xmlText(seller.contact.email) },
  };
  node['ram:PostalTradeAddress'] = address(seller.address);
  node['ram:URIUniversalCommunication'] = electronicAddress(seller.electronicAddress);
  const registrations: XmlNode[] = [];
  if (seller.vatId) registrations.push(taxRegistration(seller.vatId, 'VA'));
  if (seller.taxNumber) registrations.push(taxRegistration(seller.taxNumber, 'FC'));
  node['ram:SpecifiedTaxRegistration'] = registrations;
  return node;
}

export function buyerParty(buyer: Buyer): XmlNode {
  const node: XmlNode = {
    'ram:ID': xmlText(buyer.customerNumber),
    'ram:Name': xmlText(buyer.name),
    'ram:PostalTradeAddress': address(buyer.address),
    'ram:URIUniversalCommunication': electronicAddress(buyer.invoiceEmail),
  };
  if (buyer.vatId) node['ram:SpecifiedTaxRegistration'] = taxRegistration(buyer.vatId, 'VA');
  return node;
}
