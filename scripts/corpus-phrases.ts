/**
 * The word material of the generated benchmark posts (`corpus.ts`), one set per language: topics, headings,
 * sentences, list items, quotes and link texts.
 */

/** Language-specific word material; sentences are written whole so that the Turkish stays grammatical. */
export interface Phrases {
  topics: string[];
  titleSuffix: (n: number) => string;
  excerpt: (topic: string) => string;
  alt: string;
  headings: string[];
  sentences: string[];
  items: string[];
  quotes: string[];
  contact: { href: string; text: string };
  blog: { href: string; text: string };
  post: (slug: string) => string;
  postLink: string[];
  seeAlso: (a: string, b: string) => string;
  closing: string;
}

/** English word material. */
export const EN_PHRASES: Phrases = {
  topics: [
    'Planning a Bosphorus engagement dinner',
    'A winter wedding in Nişantaşı',
    'Corporate launch nights that run on time',
    'Choosing a palette for a garden party',
    'Stage and sound for a summer festival',
    'Digital invitations for a family of 300',
    'A birthday on a rooftop in Karaköy',
    'Reply deadlines that guests respect',
    'Lighting a historic hall in Beyoğlu',
    'Decoration that travels from ceremony to dinner',
  ],
  titleSuffix: (n) => `: notes from event ${n}`,
  excerpt: (topic) =>
    `${topic}, step by step: the timeline, the suppliers, the budget lines and what we would do differently next time.`,
  alt: 'Illustration of a planned event with a table, lights and an invitation card',
  headings: [
    'Start with the date and the guest count',
    'The venue decides more than you think',
    'What the budget really covers',
    'Suppliers worth booking first',
    'A timeline that survives the week',
    'Colour, light and the first impression',
    'When the weather turns',
    'Replies, seating and the final numbers',
    'On the day itself',
    'After the last guest leaves',
  ],
  sentences: [
    'Most couples we meet in İstanbul begin with a venue, but the guest count is the number that shapes every other decision.',
    'A Bosphorus terrace that seats 180 for dinner will feel empty with 90 guests and impossible with 240.',
    'We ask for a first list of names in the second meeting, even if half of them are still marked as maybe.',
    'Caterers quote per person, so a change of twenty guests moves the budget more than any choice of flowers.',
    'In spring the evenings by the water are cooler than people expect, and a heated tent costs less than a rescheduled dinner.',
    'The best suppliers in the city are booked eight to ten months ahead for Saturdays in June and September.',
    'A rehearsal the day before, even a short one, saves the first twenty minutes of the ceremony from confusion.',
    'We keep one shared timeline that every supplier can read, down to the minute the photographer needs the golden hour.',
    'Guests remember the first five minutes and the last hour; the middle of the evening forgives small mistakes.',
    'Lighting does more for a hall than another layer of decoration, and it is usually the cheaper fix.',
    'A palette of three colours and one metal is easier to keep consistent from the invitation to the table cards.',
    'For corporate evenings the client often wants a stage programme, but a shorter one keeps the room on its feet.',
    'Sound checks take longer in old stone halls in Beyoğlu, because the echo changes once the room fills with people.',
    'Transport is the line most often left out of a first budget, and shuttles from Kadıköy or the airport add up quickly.',
    'We send a short reminder a week before the reply deadline, and it brings in about a third of the missing answers.',
    'Children at a wedding need their own corner, a sitter and a menu that arrives before the adults sit down.',
    'Every contract should name what happens if the event moves, because the question always comes up once.',
    'A backup plan for rain is not a second venue; it is a tent reserved early and a decision made two days ahead.',
    'The florist and the lighting designer should meet at the venue at least once, ideally at the hour of the event.',
    'Photographers work best with a short list of must-have moments and the freedom to find the rest themselves.',
    'Music licences for public events in Türkiye go through MESAM or MSG, and the paperwork takes a few weeks.',
    'We budget ten per cent for the unexpected, and in most years we spend about half of it.',
    'Good signage matters more at a festival than at a wedding, because most guests arrive without having seen the site.',
    'A late supper at midnight, simoş or a bowl of soup, keeps the dance floor full for another hour.',
    'The week before the event belongs to confirmations: every supplier, every time, every phone number, once more.',
  ],
  items: [
    'Confirm the guest count with the caterer ten days ahead.',
    'Walk the venue at the hour of the event, not at noon.',
    'Put every supplier on one shared timeline.',
    'Reserve a tent as soon as the date is fixed.',
    'Agree on three colours and one metal.',
    'Keep a printed copy of every contract on the day.',
    'Ask the venue about its sound limit after 23:00.',
    'Name one person who answers supplier questions.',
    'Plan shuttles from the two busiest pick-up points.',
    'Test the microphones with the speakers, not only the crew.',
    'Keep ten per cent of the budget for surprises.',
    'Send the reminder a week before the reply deadline.',
  ],
  quotes: [
    'The best evening we ever planned had the shortest programme.',
    'Nobody remembers the napkins; everybody remembers a cold hall.',
    'Decide early, confirm twice, and leave the last week for details.',
    'A good timeline is one the caterer can read without calling you.',
    'Light the faces first, then the room.',
  ],
  contact: { href: '/contact', text: 'contact us' },
  blog: { href: '/blog', text: 'the blog' },
  post: (slug) => `/blog/${slug}`,
  postLink: ['our earlier notes', 'a related event', 'what we learned last season', 'another case'],
  seeAlso: (a, b) => `We wrote about this in ${a} and in ${b}.`,
  closing:
    'If you are planning something similar, we are happy to look at your dates and your guest list; {contact} or read more on {blog}.',
};

/** Turkish word material. */
export const TR_PHRASES: Phrases = {
  topics: [
    'Boğaz’da bir nişan yemeği planlamak',
    'Nişantaşı’nda bir kış düğünü',
    'Zamanında biten kurumsal lansman geceleri',
    'Bahçe partisi için renk paleti seçmek',
    'Yaz festivali için sahne ve ses',
    '300 kişilik bir aile için dijital davetiye',
    'Karaköy’de bir çatı katında doğum günü',
    'Misafirlerin uyduğu yanıt tarihleri',
    'Beyoğlu’nda tarihi bir salonu aydınlatmak',
    'Nikâhtan yemeğe taşınan süsleme',
  ],
  titleSuffix: (n) => `: ${n}. etkinlikten notlar`,
  excerpt: (topic) =>
    `${topic}, adım adım: takvim, tedarikçiler, bütçe kalemleri ve bir dahaki sefere neyi farklı yapacağımız.`,
  alt: 'Bir masa, ışıklar ve davetiye kartıyla planlanmış bir etkinliğin çizimi',
  headings: [
    'Tarih ve davetli sayısıyla başlayın',
    'Mekân sandığınızdan fazlasını belirler',
    'Bütçe gerçekte neyi kapsıyor?',
    'Önce ayırtılması gereken tedarikçiler',
    'Haftayı atlatan bir takvim',
    'Renk, ışık ve ilk izlenim',
    'Hava bozduğunda',
    'Yanıtlar, oturma planı ve kesin sayılar',
    'Etkinlik günü',
    'Son misafir gittikten sonra',
  ],
  sentences: [
    'İstanbul’da tanıştığımız çiftlerin çoğu işe mekânla başlıyor, ama diğer bütün kararları belirleyen sayı davetli sayısıdır.',
    'Yemekte 180 kişi alan bir Boğaz terası 90 misafirle boş, 240 misafirle ise imkânsız görünür.',
    'İkinci görüşmede, yarısı henüz belki diye işaretlenmiş olsa bile, ilk isim listesini istiyoruz.',
    'İkram firmaları kişi başı fiyat verir; bu yüzden yirmi kişilik bir değişiklik bütçeyi çiçek seçiminden çok daha fazla etkiler.',
    'İlkbaharda su kenarındaki akşamlar beklenenden serin olur ve ısıtmalı bir çadır, ertelenen bir yemekten ucuzdur.',
    'Şehrin en iyi tedarikçileri haziran ve eylül cumartesileri için sekiz ila on ay önceden dolar.',
    'Bir gün önce yapılan kısa bir prova bile töreninin ilk yirmi dakikasını karmaşadan kurtarır.',
    'Her tedarikçinin okuyabileceği tek bir ortak takvim tutuyoruz; fotoğrafçının gün batımına ihtiyaç duyduğu dakikaya kadar.',
    'Misafirler ilk beş dakikayı ve son bir saati hatırlar; gecenin ortası küçük hataları affeder.',
    'Işık, bir salona süslemenin bir katmanından daha fazlasını katar ve çoğu zaman daha ucuz çözümdür.',
    'Üç renk ve bir metalden oluşan bir paleti davetiyeden masa kartlarına kadar tutarlı tutmak daha kolaydır.',
    'Kurumsal gecelerde müşteri çoğu zaman bir sahne programı ister, ama kısa bir program salonu ayakta tutar.',
    'Beyoğlu’nun eski taş salonlarında ses kontrolü daha uzun sürer, çünkü salon dolunca yankı değişir.',
    'Ulaşım, ilk bütçelerde en sık unutulan kalemdir; Kadıköy’den ya da havalimanından servisler hızla birikir.',
    'Son yanıt tarihinden bir hafta önce kısa bir hatırlatma gönderiyoruz; eksik yanıtların üçte biri bununla gelir.',
    'Düğündeki çocukların kendi köşesine, bir bakıcıya ve büyükler oturmadan gelen bir menüye ihtiyacı vardır.',
    'Her sözleşme etkinliğin tarihi değişirse ne olacağını yazmalı, çünkü bu soru mutlaka bir kez gündeme gelir.',
    'Yağmur için yedek plan ikinci bir mekân değildir; erkenden ayırtılmış bir çadır ve iki gün önce verilmiş bir karardır.',
    'Çiçekçi ile ışık tasarımcısı mekânda en az bir kez, tercihen etkinlik saatinde buluşmalıdır.',
    'Fotoğrafçılar, kaçırılmaması gereken anların kısa bir listesiyle ve gerisini kendileri bulma özgürlüğüyle en iyi işi çıkarır.',
    'Türkiye’de halka açık etkinliklerin müzik izinleri MESAM ya da MSG üzerinden alınır ve yazışmalar birkaç hafta sürer.',
    'Beklenmedik giderler için yüzde on ayırıyoruz ve çoğu yıl bunun yaklaşık yarısını harcıyoruz.',
    'İyi yönlendirme tabelaları bir festivalde düğünden daha önemlidir, çünkü misafirlerin çoğu alanı hiç görmeden gelir.',
    'Gece yarısı ikram edilen bir işkembe çorbası ya da simit, dans pistini bir saat daha dolu tutar.',
    'Etkinlikten önceki hafta teyitlere aittir: her tedarikçi, her saat, her telefon numarası bir kez daha.',
  ],
  items: [
    'Kesin sayıyı ikram firmasına on gün önce bildirin.',
    'Mekânı öğlen değil, etkinlik saatinde gezin.',
    'Bütün tedarikçileri tek bir ortak takvime yazın.',
    'Tarih kesinleşir kesinleşmez bir çadır ayırtın.',
    'Üç renk ve bir metal üzerinde anlaşın.',
    'Etkinlik günü her sözleşmenin basılı bir kopyasını yanınızda tutun.',
    'Mekâna saat 23.00’ten sonraki ses sınırını sorun.',
    'Tedarikçilerin sorularını yanıtlayacak tek bir kişi belirleyin.',
    'En yoğun iki duraktan servis planlayın.',
    'Mikrofonları yalnızca ekiple değil, konuşmacılarla deneyin.',
    'Sürprizler için bütçenin yüzde onunu ayırın.',
    'Hatırlatmayı son yanıt tarihinden bir hafta önce gönderin.',
  ],
  quotes: [
    'Planladığımız en güzel gecenin programı en kısa olanıydı.',
    'Kimse peçeteleri hatırlamaz; herkes soğuk bir salonu hatırlar.',
    'Erken karar verin, iki kez teyit edin, son haftayı ayrıntılara bırakın.',
    'İyi bir takvim, ikram firmasının sizi aramadan okuyabildiği takvimdir.',
    'Önce yüzleri aydınlatın, sonra salonu.',
  ],
  contact: { href: '/tr/iletisim', text: 'bize ulaşın' },
  blog: { href: '/tr/blog', text: 'blogumuzda' },
  post: (slug) => `/tr/blog/${slug}`,
  postLink: ['önceki notlarımız', 'benzer bir etkinlik', 'geçen sezonun dersleri', 'başka bir örnek'],
  seeAlso: (a, b) => `Bu konuyu ${a} ve ${b} yazılarımızda da anlattık.`,
  closing:
    'Benzer bir şey planlıyorsanız tarihlerinize ve davetli listenize seve seve bakarız; {contact} ya da {blog} daha fazlasını okuyun.',
};
