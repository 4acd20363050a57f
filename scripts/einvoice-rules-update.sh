#!/usr/bin/env bash
# Rebuilds tests/fixtures/einvoice-rules from the official rule repositories
# (docs/decisions/0031-e-invoice-formats.md). Runs offline: give it local git
# clones (or bare mirrors) and the refs to take; needs java and Saxon-HE
# (Debian: libsaxonhe-java).
#
#   scripts/einvoice-rules-update.sh \
#     CEN=<eInvoicing-EN16931 git dir>@validation-1.3.16 \
#     XR=<xrechnung-schematron git dir>@v2.5.0 \
#     PEPPOL=<peppol-bis-invoice-3 git dir>@<commit> \
#     SCHXSLT=<schxslt git dir>@v1.10.1
#
# The XRechnung rules are built the way KoSIT's build.xml builds a release:
# version tokens filled in, the whitelisted Peppol BIS rules merged in with
# src/xsl/peppol-into-xr.xsl, then compiled to XSLT with SchXslt's
# pipeline-for-svrl.xsl (generate-fired-rule=false, full-path-notation=3).
set -euo pipefail
cd "$(dirname "$0")/.."
out=tests/fixtures/einvoice-rules
saxon_jar=${SAXON_JAR:-/usr/share/java/Saxon-HE.jar}
saxon() { java -cp "$saxon_jar" net.sf.saxon.Transform "$@"; }

declare -A src ref
for arg in "$@"; do
  key=${arg%%=*}; value=${arg#*=}
  src[$key]=${value%@*}; ref[$key]=${value##*@}
done
for key in CEN XR PEPPOL SCHXSLT; do
  [ -n "${src[$key]:-}" ] || { echo "missing $key=<git dir>@<ref>" >&2; exit 2; }
done
: "${XR_VERSION:=2.5.0}" "${XRECHNUNG_VERSION:=3.0.2}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unpack() { git -C "${src[$1]}" archive "${ref[$1]}" "${@:2}" | tar x -C "$work/$1"; }
mkdir -p "$work"/{CEN,XR,PEPPOL,SCHXSLT}
cii_xsd="cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard"
unpack CEN cii/xslt/EN16931-CII-validation.xslt LICENSE.txt "$cii_xsd"
unpack XR src LICENSE
unpack PEPPOL rules/sch/PEPPOL-EN16931-CII.sch
unpack SCHXSLT core/src/main/resources/xslt/2.0 LICENSE

mkdir -p "$out/en16931" "$out/xrechnung"
cp "$work/CEN/cii/xslt/EN16931-CII-validation.xslt" "$out/en16931/"
cp "$work/CEN/LICENSE.txt" "$out/en16931/LICENSE.txt"
# The CII D16B schema (the subset EN 16931 uses) for the XSD check before the rules.
mkdir -p "$out/cii-d16b"
cp "$work/CEN/$cii_xsd"/*.xsd "$out/cii-d16b/"
cp "$work/XR/LICENSE" "$out/xrechnung/LICENSE"
cp "$work/SCHXSLT/LICENSE" "$out/xrechnung/LICENSE.schxslt"

xr=$work/XR
mkdir -p "$xr/build/bis" "$xr/build/schematron/tmp" "$xr/build/schematron/cii"
cp "$work/PEPPOL/rules/sch/PEPPOL-EN16931-CII.sch" "$xr/build/bis/"
cp "$xr/src/validation/schematron/common.sch" "$xr/build/schematron/"
sed -e "s/@xr-schematron.version.full@/$XR_VERSION/g; s/@xrechnung.version@/$XRECHNUNG_VERSION/g" \
  "$xr/src/validation/schematron/cii/XRechnung-CII-validation.sch" \
  > "$xr/build/schematron/tmp/XRechnung-CII-validation.sch"
saxon -s:"$xr/build/schematron/tmp/XRechnung-CII-validation.sch" \
  -xsl:"$xr/src/xsl/peppol-into-xr.xsl" \
  -o:"$xr/build/schematron/cii/XRechnung-CII-validation.sch" syntax=CII
saxon -s:"$xr/build/schematron/cii/XRechnung-CII-validation.sch" \
  -xsl:"$work/SCHXSLT/core/src/main/resources/xslt/2.0/pipeline-for-svrl.xsl" \
  -o:"$out/xrechnung/XRechnung-CII-validation.xsl" \
  generate-fired-rule=false full-path-notation=3

commit() { git -C "${src[$1]}" rev-parse "${ref[$1]}^{commit}"; }
cat > "$out/VERSION" <<VERSION
en16931/EN16931-CII-validation.xslt
  CEN/TC 434 EN 16931 validation artefacts, ConnectingEurope/eInvoicing-EN16931
  ${ref[CEN]} (commit $(commit CEN)), file cii/xslt/EN16931-CII-validation.xslt, EUPL 1.2
cii-d16b/*.xsd
  UN/CEFACT Cross Industry Invoice D16B schema (SCRDM subset, uncoupled code lists), from the
  same CEN commit, $cii_xsd
xrechnung/XRechnung-CII-validation.xsl
  KoSIT XRechnung Schematron, itplr-kosit/xrechnung-schematron ${ref[XR]}
  (commit $(commit XR)), version $XR_VERSION for XRechnung $XRECHNUNG_VERSION, Apache 2.0;
  merged with the whitelisted rules of OpenPEPPOL/peppol-bis-invoice-3
  rules/sch/PEPPOL-EN16931-CII.sch (commit $(commit PEPPOL));
  compiled with SchXslt ${ref[SCHXSLT]} (commit $(commit SCHXSLT), MIT) on $(java -cp "$saxon_jar" net.sf.saxon.Transform -t 2>&1 | head -1)
VERSION
echo "rules written to $out"
