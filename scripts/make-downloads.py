#!/usr/bin/env python3
"""`python3 scripts/make-downloads.py`: writes the sample PDFs under static/uploads/.

Manuals, the catalog, the fiber-module brochure and the declaration of conformity. Datasheets are
not made here: the build generates them from the product data (scripts/datasheets.ts). Standard library only: the PDFs are small, uncompressed PDF 1.4 files
with the standard Helvetica fonts. Output is deterministic; re-running overwrites the same files.
"""
import re
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / 'static' / 'uploads'
COMPANY = 'Wuhan Yaochen Ultrafast Laser Technology Co., Ltd.'
ADDRESS = 'Optics Valley, East Lake High-Tech Development Zone, Wuhan, Hubei, China'
WEB = 'www.yaochen-laser.cn'
BLUE = (0.059, 0.247, 0.584)
GREY = (0.93, 0.94, 0.96)
INK = (0.16, 0.2, 0.27)

SPEC_LABELS = {
    'wavelength': 'Wavelength',
    'pulseWidth': 'Pulse width',
    'averagePower': 'Average power',
    'pulseEnergy': 'Pulse energy',
    'repetitionRate': 'Repetition rate',
    'beamQuality': 'Beam quality',
    'powerStability': 'Power stability',
    'beamDiameter': 'Beam diameter (1/e²)',
    'polarization': 'Polarization',
    'cooling': 'Cooling',
    'power': 'Power supply',
    'dimensions': 'Dimensions',
    'peakPower': 'Peak power',
    'beamDivergence': 'Beam divergence',
    'pulseStability': 'Pulse-to-pulse stability',
    'pointingStability': 'Pointing stability',
    'burst': 'Burst / PoD',
    'triggering': 'Triggering',
    'controllerDimensions': 'Controller dimensions',
    'weight': 'Weight',
    'laserClass': 'Laser class',
}


# --- Reading the product files -------------------------------------------------------------------
def unquote(value):
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in '\'"':
        return value[1:-1].replace("''", "'")
    return value


def read_product(slug):
    """The few fields a datasheet needs, read from the product's YAML (a plain, known layout)."""
    text = (ROOT / 'content' / 'products' / f'{slug}.yml').read_text(encoding='utf-8')
    zh, en = text.split('\nen:\n')
    # The English datasheet takes a row's English wording (valueEn) where it has one.
    specs = re.findall(r"- key: (\w+)\n\s+value: (.+)(?:\n\s+valueEn: (.+))?", zh)
    return {
        'model': re.search(r'^  model: (.+)$', zh, re.M).group(1),
        'name': unquote(re.search(r'^  name: (.+)$', en, re.M).group(1)),
        'summary': unquote(re.search(r'^  summary: (.+)$', en, re.M).group(1)),
        'applications': re.findall(r'^    - (.+)$', en.split('  applications:\n')[1], re.M),
        'specs': [(SPEC_LABELS[key], unquote(english or value)) for key, value, english in specs],
    }


# --- A tiny PDF writer ----------------------------------------------------------------------------
def pdf_text(text):
    """A PDF string literal in WinAnsi encoding."""
    # Greek mu becomes the micro sign, which WinAnsi has; anything else outside WinAnsi is an error.
    text = text.replace('μ', 'µ').replace('≤', '<=').replace('≥', '>=')
    data = text.encode('cp1252')
    return '(' + data.decode('latin-1').replace('\\', '\\\\').replace('(', '\\(').replace(')', '\\)') + ')'


class Page:
    """One A4 page: drawing operators in PDF user space (origin bottom left, 595 x 842 pt)."""

    def __init__(self):
        self.ops = []
        self.y = 700  # the running baseline for flowing text

    def rect(self, x, y, w, h, colour):
        self.ops.append('%.3f %.3f %.3f rg %.1f %.1f %.1f %.1f re f' % (*colour, x, y, w, h))

    def text(self, x, y, text, size=10, bold=False, colour=INK):
        font = 'F2' if bold else 'F1'
        self.ops.append('BT %.3f %.3f %.3f rg /%s %s Tf %.1f %.1f Td %s Tj ET' % (*colour, font, size, x, y, pdf_text(text)))

    def heading(self, text):
        self.y -= 14
        self.text(50, self.y, text, 13, bold=True, colour=BLUE)
        self.y -= 18

    def paragraph(self, text, size=10, width=98, x=50):
        for line in textwrap.wrap(text, width):
            self.text(x, self.y, line, size)
            self.y -= size * 1.45
        self.y -= 6

    def bullets(self, items):
        for item in items:
            self.text(56, self.y, '-', 10)
            self.paragraph(item, width=92, x=68)
            self.y += 4

    def table(self, rows, col=230, header=None):
        if header:
            self.rect(50, self.y - 5, 495, 18, BLUE)
            for i, cell in enumerate(header):
                self.text(56 + sum(COLS[:i]), self.y, cell, 9, True, (1, 1, 1))
            self.y -= 18
        for n, row in enumerate(rows):
            if n % 2 == 0:
                self.rect(50, self.y - 5, 495, 17, GREY)
            if len(row) == 2:
                self.text(56, self.y, row[0], 9.5, bold=True)
                self.text(56 + col, self.y, row[1], 9.5)
            else:
                for i, cell in enumerate(row):
                    self.text(56 + sum(COLS[:i]), self.y, cell, 8.5, bold=i == 0)
            self.y -= 17
        self.y -= 8


COLS = [92, 58, 120, 60, 165]  # column widths of the catalog overview table


def frame(page, title, subtitle, number, pages):
    """Header band, title block and footer shared by every document."""
    page.rect(0, 792, 595, 50, BLUE)
    page.text(50, 812, 'YAOCHEN LASER', 16, True, (1, 1, 1))
    page.text(400, 812, WEB, 10, False, (0.8, 0.86, 0.96))
    if number == 1:
        page.text(50, 752, title, 20, True)
        page.text(50, 732, subtitle, 11, False, (0.35, 0.4, 0.48))
        page.rect(50, 720, 60, 3, BLUE)
    else:
        page.text(50, 760, title, 11, True, (0.35, 0.4, 0.48))
        page.y = 740
    page.rect(50, 58, 495, 0.8, (0.7, 0.74, 0.8))
    page.text(50, 44, COMPANY, 8)
    page.text(50, 33, ADDRESS, 8)
    page.text(500, 44, 'Page %d / %d' % (number, pages), 8)


def write_pdf(name, title, subtitle, build, pages=1):
    """Builds `pages` pages with `build(page, number)` and writes a valid PDF with a correct xref."""
    objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        None,  # the page tree, filled in below
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
        '<< /Title %s /Author %s /Creator (make-downloads.py) /CreationDate (D:20260301090000+08\'00\') >>'
        % (pdf_text(title), pdf_text(COMPANY)),
    ]
    kids = []
    for number in range(1, pages + 1):
        page = Page()
        frame(page, title, subtitle, number, pages)
        build(page, number)
        stream = '\n'.join(page.ops).encode('latin-1')
        objects.append('<< /Length %d >>\nstream\n%s\nendstream' % (len(stream), stream.decode('latin-1')))
        objects.append(
            '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents %d 0 R '
            '/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>' % len(objects)
        )
        kids.append('%d 0 R' % len(objects))
    objects[1] = '<< /Type /Pages /Kids [%s] /Count %d >>' % (' '.join(kids), pages)

    out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
    offsets = []
    for index, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += ('%d 0 obj\n%s\nendobj\n' % (index, body)).encode('latin-1')
    xref = len(out)
    out += ('xref\n0 %d\n0000000000 65535 f \n' % (len(objects) + 1)).encode()
    out += ''.join('%010d 00000 n \n' % offset for offset in offsets).encode()
    out += ('trailer\n<< /Size %d /Root 1 0 R /Info 5 0 R >>\nstartxref\n%d\n%%EOF\n' % (len(objects) + 1, xref)).encode()
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / name).write_bytes(out)
    print('%-45s %6d bytes' % (name, len(out)))


# --- The documents --------------------------------------------------------------------------------
MANUALS = {
    'fs-series-user-manual.pdf': (
        'Femtosecond Laser Series',
        'User manual for YC-FS20-IR, YC-FS50-IR, YC-FS100-IR, YC-FS10-GR and YC-FS5-UV, rev. C',
        [
            ('1  Safety', [
                'These lasers are Class 4 laser products under IEC 60825-1. Direct and scattered radiation can '
                'cause permanent eye and skin injury. Operate the laser only inside a closed enclosure or a '
                'controlled laser area, and wear laser safety eyewear rated for the output wavelength.',
                'Connect the INTERLOCK input to the machine door switch. Opening the interlock loop closes the '
                'internal shutter and switches off the amplifier pumps within 50 ms.',
            ]),
            ('2  Installation', [
                'Mount the laser head on a flat, rigid base (flatness better than 0.05 mm) using the four M8 '
                'mounting holes. Allow 150 mm of free space behind the rear panel for cables and hoses.',
                'Connect the chiller to WATER IN and WATER OUT. Coolant: deionized water with corrosion '
                'inhibitor, 22 to 25 °C, 4 to 6 L/min, pressure below 4 bar. Never run the laser without coolant.',
                'Connect the controller to a grounded 220 V AC single-phase supply. Connect the laser head to the '
                'controller with the supplied umbilical cable before switching on the mains.',
            ]),
            ('3  Operation', [
                'Turn the key switch to ON. The controller runs a self-test and warms up the oscillator; the '
                'status LED turns green after approximately 10 minutes from a cold start.',
                'Set repetition rate, pulse-picker division, burst mode and output power in YC Laser Control or '
                'with the RS-232 / Ethernet command set. Open the shutter only after the process is ready.',
            ]),
            ('4  Maintenance', [
                'Check the coolant level monthly and replace the coolant and filter every six months. Keep the '
                'output window clean; inspect it weekly and clean it with lens tissue and spectroscopic-grade '
                'ethanol only. Harmonic crystals of green and UV models are shifted automatically; the log shows '
                'the remaining crystal spots.',
                'Do not open the laser head. The warranty is void if the housing seals are broken. Contact '
                'Yaochen service for any repair.',
            ]),
        ],
    ),
    'ps-series-user-manual.pdf': (
        'Picosecond Laser Series',
        'User manual for YC-PS50-GR, YC-PS80-IR, YC-PS30-UV and YC-PS15-UV, rev. D',
        [
            ('1  Safety', [
                'These lasers are Class 4 laser products under IEC 60825-1. Avoid eye or skin exposure to '
                'direct or scattered radiation. Wear laser safety eyewear rated for 355 nm, 532 nm or 1064 nm '
                'as applicable.',
                'The INTERLOCK input must be closed for emission. Opening it closes the shutter and disables '
                'the pump current.',
            ]),
            ('2  Installation', [
                'Place the laser head on a rigid base and fix it with the four M8 screws supplied. The chiller '
                'must provide at least 1.5 kW of cooling capacity at 25 °C with a stability of ± 0.1 °C.',
                'YC-PS30-UV replaces YC-PS15-UV without changes to the mounting holes or to the command set; '
                'adjust the beam height adapter as described in the upgrade note.',
            ]),
            ('3  Operation', [
                'Switch on mains, turn the key switch and wait for the READY state (about 5 minutes). '
                'Select the repetition rate and power set point, then enable emission. External triggering '
                'is available through the EXT TRIG connector (TTL, 50 ohm).',
            ]),
            ('4  Maintenance and service', [
                'Replace the coolant every six months. Pump modules are field replaceable; the controller log '
                'reports pump current and operating hours for planned replacement.',
                'Service for the discontinued YC-PS15-UV, including pump modules and third-harmonic crystals, '
                'remains available for at least five years after the end of production.',
            ]),
        ],
    ),
}


def manual(name, title, subtitle, sections):
    halves = [sections[:2], sections[2:]]

    def build(page, number):
        if number == 1:
            page.y = 700
            page.paragraph('Read this manual completely before installing or operating the laser. Keep it with '
                           'the laser and pass it on to every operator.', 10.5, 90)
        for heading, paragraphs in halves[number - 1]:
            page.heading(heading)
            for paragraph in paragraphs:
                page.paragraph(paragraph)

    write_pdf(name, title, subtitle, build, pages=2)


CATALOG = [
    'yc-fs20-ir', 'yc-fs50-ir', 'yc-fs100-ir', 'yc-fs10-gr', 'yc-fs5-uv', 'yc-ps50-gr',
    'yc-ps80-ir', 'yc-ps30-uv', 'yc-ns30-uv', 'yc-seed-fs', 'yc-amp-ps',
]


def spec(product, label):
    """The headline figure of one specification, without its range or remarks."""
    return re.split(r' \(|, ', next((value for key, value in product['specs'] if key == label), '-'))[0]


def catalog():
    products = [read_product(slug) for slug in CATALOG]

    def build(page, number):
        page.y = 700
        if number == 1:
            page.paragraph(
                'Yaochen Laser was founded in 2018 in Wuhan Optics Valley and develops and builds industrial '
                'femtosecond, picosecond and nanosecond lasers and fiber laser components. Our lasers cut, drill '
                'and scribe display glass, semiconductor wafers, PCBs, solar cells, battery foil and medical '
                'devices for manufacturers across Asia and Europe.', 10.5, 90)
            page.heading('Product overview')
            page.table(
                [[p['model'], spec(p, 'Wavelength'), spec(p, 'Pulse width'), spec(p, 'Average power'),
                  spec(p, 'Repetition rate')] for p in products],
                header=['Model', 'Wavelength', 'Pulse width', 'Power', 'Repetition rate'],
            )
        else:
            page.heading('Choosing a laser')
            page.bullets([
                'Femtosecond (YC-FS): the smallest heat-affected zone, for glass, sapphire, wafers, stents and films.',
                'Picosecond (YC-PS): quality and throughput at a lower cost per part, for PCBs, PV and battery foil.',
                'Nanosecond (YC-NS): the most economical UV source for depaneling, scribing and marking.',
                'Components: fiber seed and pre-amplifier modules for laser builders and research groups.',
            ])
            page.heading('Service')
            page.paragraph('Application testing in our Wuhan laboratory, on-site installation and training, a '
                           '24-hour service hotline and spare parts for at least five years after the end of '
                           'production of every model.')

    write_pdf('yaochen-product-catalog-2026.pdf', 'Product Catalog 2026', 'Ultrafast lasers for industrial micromachining',
              build, pages=2)


def fiber_brochure():
    seed, amp = read_product('yc-seed-fs'), read_product('yc-amp-ps')

    def build(page, _):
        page.y = 700
        page.paragraph('The same fiber front-end modules that run inside every Yaochen laser, available for laser '
                       'builders, system integrators and research groups.', 10.5, 90)
        for product in (seed, amp):
            page.heading('%s  %s' % (product['model'], product['name']))
            page.table(product['specs'])

    write_pdf('fiber-modules-brochure.pdf', 'Fiber Seed and Amplifier Modules', 'YC-SEED-FS and YC-AMP-PS', build)


def declaration():
    def build(page, _):
        page.y = 700
        page.paragraph('We, %s, %s, declare under our sole responsibility that the products listed below are in '
                       'conformity with the relevant Union harmonisation legislation.' % (COMPANY, ADDRESS), 10, 95)
        page.heading('Products')
        page.paragraph('Industrial laser sources, models YC-FS20-IR, YC-FS50-IR, YC-FS100-IR, YC-FS10-GR, '
                       'YC-FS5-UV, YC-PS50-GR, YC-PS80-IR, YC-PS30-UV and YC-NS30-UV, with their controllers.')
        page.heading('Directives')
        page.bullets(['2014/35/EU Low Voltage Directive', '2014/30/EU Electromagnetic Compatibility Directive',
                      '2011/65/EU and (EU) 2015/863 Restriction of Hazardous Substances'])
        page.heading('Harmonised standards applied')
        page.bullets(['EN 60825-1:2014 Safety of laser products', 'EN 61010-1:2010 Safety requirements for '
                      'electrical equipment for measurement, control and laboratory use',
                      'EN 61326-1:2013 EMC requirements', 'EN IEC 63000:2018 Technical documentation for RoHS'])
        page.y -= 10
        page.paragraph('Signed for and on behalf of the manufacturer: Liu Jianguo, Quality Director. '
                       'Wuhan, 10 January 2026.')

    write_pdf('yaochen-eu-declaration-of-conformity.pdf', 'EU Declaration of Conformity', 'CE marking, issue 2026-01',
              build)


if __name__ == '__main__':
    # Datasheets are no longer made here: the build generates one per active model and language from
    # the product data (scripts/datasheets.ts), so they never disagree with the product page.
    for name, (title, subtitle, sections) in MANUALS.items():
        manual(name, title, subtitle, sections)
    catalog()
    fiber_brochure()
    declaration()
