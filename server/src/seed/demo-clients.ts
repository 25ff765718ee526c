import type { Tx } from '../db/tenant-tx';
import { activity, agencies, clientAgencies, clients, samples } from '../db/schema/index';
import { phoneKey, storedPhone } from '@contract/phone';
import type { UserRow } from '../modules/users/users.repository';

type Seeded = typeof clients.$inferInsert;
const DAY = 86_400_000;

/** Brands a Riyadh medical distributor plausibly represents, and the samples its reps carry. */
const AGENCIES = [
  { nameEn: 'Medtronic', nameAr: 'مدترونيك' },
  { nameEn: 'B. Braun', nameAr: 'بي براون' },
  { nameEn: 'Mindray', nameAr: 'مندراي' },
  { nameEn: '3M Health Care', nameAr: 'ثري إم للرعاية الصحية' },
];
const SAMPLES = [
  { name: 'Surgical gloves (sterile)', code: 'BB-GL-75', unit: 'box', stock: 240, agency: 1 },
  { name: 'IV cannula 20G', code: 'BB-IV-20', unit: 'pack', stock: 180, agency: 1 },
  { name: 'Tegaderm dressing', code: '3M-TG-10', unit: 'box', stock: 95, agency: 3 },
  { name: 'Pulse oximeter probe', code: 'MR-SP-02', unit: 'piece', stock: 30, agency: 2 },
  { name: 'ضمادات شاش معقمة', code: 'LOC-GZ-01', unit: 'كرتون', stock: 60, agency: null },
];

// [title, contact, company, type, target, city, lat, lng, phone, email]
type Row = [Seeded['title'], string, string, Seeded['customerType'], Seeded['customerTarget'], string, number, number, string, string];
const CLIENTS: Row[] = [
  [
    'Dr',
    'أحمد الغامدي',
    'مستشفى الشفاء التخصصي',
    'Hospital',
    'VIP',
    'Riyadh',
    24.6901,
    46.6851,
    '+966 50 211 4410',
    'procurement@alshifa-hospital.sa',
  ],
  [
    'Dr',
    'Sara Al-Mutairi',
    'Al Noor Dental Clinic',
    'Clinic',
    'High class',
    'Riyadh',
    24.7743,
    46.7386,
    '+966 55 382 1190',
    'sara@alnoordental.sa',
  ],
  ['Mr', 'عبدالله القحطاني', 'صيدليات الدواء الأول', 'Commercial', 'Regular', 'Riyadh', 24.6333, 46.7167, '+966 53 774 2201', ''],
  [
    'Eng',
    'Faisal Al-Shammari',
    'King Saud University Medical City',
    'University',
    'VIP',
    'Riyadh',
    24.7165,
    46.6198,
    '+966 11 467 0011',
    'supply@ksu-medcity.sa',
  ],
  [
    'Mrs',
    'نورة العتيبي',
    'مجمع عيادات الروضة',
    'Clinic',
    'Regular',
    'Riyadh',
    24.7365,
    46.7702,
    '+966 56 119 3380',
    'noura@rawdah-clinics.sa',
  ],
  ['Dr', 'Yasser Al-Harthi', 'Dallah Hospital', 'Hospital', 'VIP', 'Riyadh', 24.7559, 46.6574, '+966 11 299 5555', 'purchasing@dallah.sa'],
  ['Mr', 'ماجد الدوسري', 'وزارة الصحة - تجمع الرياض الأول', 'Government', 'High class', 'Riyadh', 24.6637, 46.7117, '+966 11 212 5300', ''],
  [
    'Miss',
    'Reem Al-Zahrani',
    'Smile Care Center',
    'Clinic',
    'Regular',
    'Riyadh',
    24.8051,
    46.6426,
    '+966 54 920 1147',
    'reem@smilecare.sa',
  ],
  [
    'Dr',
    'خالد الزهراني',
    'مستشفى الملك فهد بجدة',
    'Government',
    'VIP',
    'Jeddah',
    21.5417,
    39.1728,
    '+966 12 660 3000',
    'supply@kfhj.med.sa',
  ],
  [
    'Mr',
    'Hassan Bakr',
    'Al Hamra Pharmacy Group',
    'Commercial',
    'High class',
    'Jeddah',
    21.5555,
    39.1519,
    '+966 50 661 2094',
    'hassan@alhamra-pharma.sa',
  ],
  ['Dr', 'منى باعشن', 'عيادات البحر الأحمر', 'Clinic', 'Regular', 'Jeddah', 21.5169, 39.2192, '+966 55 480 7713', ''],
  [
    'Eng',
    'Tariq Al-Ghamdi',
    'King Abdulaziz University Hospital',
    'University',
    'VIP',
    'Jeddah',
    21.4937,
    39.2475,
    '+966 12 640 8222',
    'procurement@kauh.sa',
  ],
  [
    'Mrs',
    'هيفاء الحربي',
    'مستشفى السلامة',
    'Hospital',
    'High class',
    'Jeddah',
    21.6066,
    39.1406,
    '+966 12 606 3333',
    'haifa@salama-hospital.sa',
  ],
  ['Mr', 'Omar Al-Amoudi', 'Bab Makkah Medical Stores', 'Commercial', 'Regular', 'Jeddah', 21.4858, 39.1925, '+966 53 221 6054', ''],
  ['Dr', 'فهد الشهري', 'مستشفى المواساة', 'Hospital', 'VIP', 'Dammam', 26.4141, 50.0762, '+966 13 820 0000', 'purchase@mouwasat.sa'],
  [
    'Mr',
    'Ali Al-Qahtani',
    'Eastern Province Health Cluster',
    'Government',
    'High class',
    'Dammam',
    26.4367,
    50.1033,
    '+966 13 841 4444',
    'ali.q@ephc.gov.sa',
  ],
  ['Miss', 'دانة البوعينين', 'عيادة الشاطئ لطب الأسنان', 'Clinic', 'Regular', 'Khobar', 26.2854, 50.2083, '+966 56 733 9021', ''],
  [
    'Eng',
    'Nasser Al-Subaie',
    'Imam Abdulrahman Bin Faisal University',
    'University',
    'High class',
    'Dammam',
    26.3927,
    50.1927,
    '+966 13 333 3000',
    'supply@iau.edu.sa',
  ],
  ['Dr', 'سلمان العنزي', 'مستشفى الموسى التخصصي', 'Hospital', 'VIP', 'Khobar', 26.2172, 50.1971, '+966 13 898 9999', 'salman@almoosa.sa'],
  [
    'Mr',
    'Waleed Al-Mulhim',
    'Gulf Care Pharmacies',
    'Commercial',
    'Regular',
    'Dammam',
    26.4207,
    50.0888,
    '+966 50 884 1276',
    'waleed@gulfcare.sa',
  ],
];
const LEADS: Row[] = [
  ['Dr', 'ليلى الراشد', 'عيادات لمسة الجمال', 'Clinic', 'High class', 'Riyadh', 24.8247, 46.6367, '+966 55 640 2288', 'laila@lamsa.sa'],
  ['Mr', 'Saad Al-Otaibi', 'Riyadh Care Polyclinic', 'Clinic', 'Regular', 'Riyadh', 24.6748, 46.8012, '+966 54 311 9087', ''],
  [
    'Eng',
    'بندر السبيعي',
    'جامعة الأميرة نورة - الخدمات الطبية',
    'University',
    'VIP',
    'Riyadh',
    24.8466,
    46.7245,
    '+966 11 823 6000',
    'bandar@pnu.edu.sa',
  ],
  ['Mrs', 'Amal Siddiqui', 'Jeddah Kids Clinic', 'Clinic', 'Regular', 'Jeddah', 21.5822, 39.1696, '+966 56 207 4419', 'amal@jeddahkids.sa'],
  ['Mr', 'يوسف المالكي', 'صيدلية النهدي - فرع الحمراء', 'Commercial', 'Regular', 'Jeddah', 21.5383, 39.1539, '+966 50 912 3370', ''],
  [
    'Dr',
    'Mohammed Al-Khaldi',
    'Al Khobar Day Surgery',
    'Hospital',
    'High class',
    'Khobar',
    26.2797,
    50.2084,
    '+966 13 864 1200',
    'mkhaldi@khobarsurgery.sa',
  ],
  ['Mr', 'عادل الحمدان', 'بلدية الدمام - الخدمات الصحية', 'Government', 'Regular', 'Dammam', 26.4325, 50.1011, '+966 13 834 5500', ''],
  [
    'Miss',
    'Hind Al-Dossary',
    'Vision Eye Center',
    'Clinic',
    'High class',
    'Dammam',
    26.3874,
    50.1322,
    '+966 55 018 6643',
    'hind@visioneye.sa',
  ],
];
const LEAD_STATUSES = ['new', 'new', 'approved', 'new', 'approved', 'new', 'archived', 'approved'] as const;

/** The demo company's clients and leads over the last two months, with their history. */
export async function seedDemoClients(tx: Tx, tenantId: string, team: UserRow[]): Promise<void> {
  const [, manager, rep1, rep2] = team;
  if (!manager || !rep1 || !rep2) return;
  const brandRows = await tx
    .insert(agencies)
    .values(AGENCIES.map((a) => ({ tenantId, ...a })))
    .returning();
  await tx
    .insert(samples)
    .values(SAMPLES.map(({ agency, ...s }) => ({ tenantId, ...s, agencyId: agency === null ? null : brandRows[agency]!.id })));

  const now = Date.now();
  const rows = [...CLIENTS.map((r) => ({ r, kind: 'client' as const })), ...LEADS.map((r) => ({ r, kind: 'lead' as const }))];
  let leadIndex = 0;
  for (const [i, { r, kind }] of rows.entries()) {
    const [title, contactName, companyName, customerType, customerTarget, city, latitude, longitude, phone, email] = r;
    const owner = i % 3 === 2 ? manager : i % 2 === 0 ? rep1 : rep2;
    const createdAt = new Date(now - ((i * 37) % 58) * DAY - (i % 9) * 3_600_000 - DAY);
    const leadStatus = kind === 'lead' ? LEAD_STATUSES[leadIndex++ % LEAD_STATUSES.length]! : i % 4 === 0 ? 'converted' : null;
    const converted = leadStatus === 'converted';
    const [row] = await tx
      .insert(clients)
      .values({
        tenantId,
        kind,
        leadStatus,
        title,
        contactName,
        companyName,
        customerType,
        customerTarget,
        // Stored as the app stores what a form sends: E.164, keyed by the national number.
        phone: storedPhone(phone, 'SA'),
        phoneDigits: phoneKey(phone, 'SA'),
        email,
        country: 'SA',
        city,
        address: '',
        latitude,
        longitude,
        crNumber: kind === 'client' ? `10${String(10_000_000 + i * 7_331).slice(0, 8)}` : '',
        vatNumber: kind === 'client' ? `3${String(100_000_000_000 + i * 9_871_113).slice(0, 12)}03` : '',
        nationalAddress: kind === 'client' ? `${city}, building ${1200 + i * 17}` : '',
        assignedTo: owner.id,
        createdBy: owner.id,
        createdAt,
        updatedAt: createdAt,
        approvedAt: leadStatus === 'approved' || converted ? new Date(createdAt.getTime() + DAY) : null,
        convertedAt: converted ? new Date(createdAt.getTime() + 3 * DAY) : null,
      })
      .returning({ id: clients.id });
    const id = row!.id;
    await tx.insert(clientAgencies).values([{ tenantId, clientId: id, agencyId: brandRows[i % brandRows.length]!.id }]);
    const history = [{ action: 'created', actorId: owner.id, at: createdAt }];
    if (leadStatus === 'approved' || converted)
      history.push({ action: 'approved', actorId: manager.id, at: new Date(createdAt.getTime() + DAY) });
    if (converted) history.push({ action: 'converted', actorId: owner.id, at: new Date(createdAt.getTime() + 3 * DAY) });
    if (leadStatus === 'archived') history.push({ action: 'archived', actorId: owner.id, at: new Date(createdAt.getTime() + 5 * DAY) });
    await tx
      .insert(activity)
      .values(history.map((h) => ({ tenantId, entity: 'client', entityId: id, action: h.action, actorId: h.actorId, createdAt: h.at })));
  }
}
