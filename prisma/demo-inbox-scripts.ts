// The demo inbox's conversations (issue 18): forty short exchanges of a Turkish online shop on the
// sandbox WhatsApp channel — orders, returns, delivery, sizes, invoices — a few in English, with
// product photos (one reply a group of five), an invoice PDF, a voice note and one failed reply. Read by prisma/demo-inbox.ts.

/** Library files the exchanges carry, by name (the two last ones are added by the inbox seed). */
export const INBOX_FILES = {
  bag: "Ürün fotoğrafı – Deri çanta.jpg",
  mug: "Ürün fotoğrafı – Seramik kupa.jpg",
  shoe: "Ürün fotoğrafı – Spor ayakkabı.jpg",
  winter: "Ürün fotoğrafı – Kış koleksiyonu.jpg",
  shipping: "Instagram hikâyesi – Kargo bedava.jpg",
  priceList: "Fiyat listesi 2026.pdf",
  returns: "İade politikası.txt",
  invoice: "Fatura KNL-2026-4411.pdf",
  voice: "Sesli mesaj – müşteri.wav",
} as const;

export type InboxFile = keyof typeof INBOX_FILES;

/**
 * c: the customer, a: the assignee (or the owner when nobody is); `{name}` is the customer's first
 * name, `{title}` "Bey" or "Hanım" after it, as a Turkish shop addresses its customer.
 */
export type Line = [who: "c" | "a", text: string, files?: InboxFile[]];

export type Script = {
  /** Minutes since its last message. */
  ago: number;
  /** Minutes between two messages (default 3). */
  gap?: number;
  lines: Line[];
  /** Index into DEMO_USERS: 0 owner Ayşe, 1 admin Mehmet, 2 member Zeynep. */
  assignee?: 0 | 1 | 2;
  resolved?: { rating?: number };
  /** The customer's trailing messages are not read yet. */
  unread?: boolean;
  /** Pinned by these users (indexes into DEMO_USERS). */
  pinnedBy?: (0 | 1 | 2)[];
  /** The last reply failed (the customer's number cannot receive it). */
  failedLast?: boolean;
  /** [product, amount, currency, status, days ago]. */
  orders?: [string, string, string, "processing" | "delivered" | "cancelled", number][];
  /** [author (DEMO_USERS index), text, days ago]. */
  notes?: [0 | 1 | 2, string, number][];
};

const H = 60;
const D = 24 * H;

export const INBOX_SCRIPTS: Script[] = [
  {
    ago: 2,
    unread: true,
    pinnedBy: [0],
    lines: [
      ["c", "Merhaba, dün verdiğim sipariş hâlâ hazırlanıyor görünüyor. Ne zaman kargoya verilir?"],
      ["a", "Merhaba {name} {title}, siparişiniz bugün öğleden sonra kargoya teslim edilecek."],
      ["c", "Teşekkürler! Kargo takip numarasını buradan paylaşabilir misiniz?"],
      ["c", "Bir de faturayı e-posta yerine buradan alabilir miyim?"],
    ],
    assignee: 2,
    orders: [["Deri sırt çantası", "1249.90", "TRY", "processing", 1]],
    notes: [[2, "Kargo takip numarası akşam SMS ile de gidecek, teyit edildi.", 0]],
  },
  {
    ago: 4,
    unread: true,
    lines: [
      ["c", "İyi günler, bu çantanın kahverengisi stokta var mı?", ["bag"]],
      ["c", "Hediye paketi de yapıyor musunuz?"],
    ],
  },
  {
    ago: 12,
    assignee: 1,
    pinnedBy: [1],
    lines: [
      ["c", "Merhaba, aldığım kupa kırık geldi 😞", ["mug"]],
      ["a", "Çok üzgünüz {name} {title}, hemen yenisini gönderiyoruz. Kırık ürünü kuryeye vermeniz yeterli."],
      ["c", "Kurye ne zaman gelir?"],
      ["a", "Yarın 10:00–14:00 arası adresinizde olacak. İade formunu da ekte gönderiyorum.", ["returns"]],
      ["c", "Tamamdır, teşekkür ederim."],
    ],
    orders: [
      ["Seramik kupa (350 ml)", "189.00", "TRY", "delivered", 4],
      ["Seramik kupa (350 ml) – değişim", "0.00", "TRY", "processing", 0],
    ],
    notes: [[1, "Kargo firmasına hasar tutanağı açıldı (TR-88412).", 0]],
  },
  {
    ago: 25,
    unread: true,
    assignee: 2,
    lines: [
      ["a", "Merhaba {name} {title}, sipariş ettiğiniz bot için 40 numara stokta kaldı, onaylıyor musunuz?"],
      ["c", "Sesli mesaj bıraktım, dinler misiniz?", ["voice"]],
    ],
    orders: [["Su geçirmez bot", "2199.00", "TRY", "processing", 2]],
  },
  {
    ago: 38,
    gap: 2,
    lines: [
      ["c", "Hello! Do you ship to Germany?"],
      ["a", "Hello {name}! Yes, we ship to Germany in 5–7 business days. Shipping is €12."],
      ["c", "Great. Can I pay in euros?"],
      ["a", "Yes, the price is converted at checkout. Here is our 2026 price list.", ["priceList"]],
      ["c", "Perfect, thank you!"],
    ],
    assignee: 0,
    orders: [["Kaşmir bere", "39.90", "EUR", "processing", 0]],
  },
  {
    ago: 55,
    assignee: 0,
    lines: [
      ["c", "Faturamı alabilir miyim? Şirket adına kesilmesi gerekiyor."],
      ["a", "Tabii {name} {title}, şirket unvanınız ve vergi numaranızla kestik. Fatura ekte.", ["invoice"]],
      ["c", "Çok teşekkürler, muhasebeye iletiyorum."],
    ],
    resolved: { rating: 5 },
    orders: [
      ["Deri cüzdan", "649.00", "TRY", "delivered", 9],
      ["Matara (750 ml) × 20", "3980.00", "TRY", "delivered", 9],
    ],
    notes: [[0, "Kurumsal müşteri: faturalar şirket unvanına kesilsin.", 9]],
  },
  {
    ago: 70,
    unread: true,
    lines: [["c", "Sipariş numaram 4417, adres değişikliği yapmam gerekiyor. Mümkün mü?"]],
    orders: [["Yün atkı – lacivert", "349.00", "TRY", "processing", 0]],
  },
  {
    ago: 95,
    assignee: 1,
    lines: [
      ["c", "Keten gömleğin L bedeni dar gelir mi? Normalde L giyiyorum."],
      ["a", "Kalıbı normal {name} {title}; L size uygun olur. Bedeni uymazsa 14 gün içinde ücretsiz değişim var."],
      ["c", "Süper, o zaman L sipariş veriyorum."],
      ["a", "Harika! Sipariş onayınız geldiğinde buradan haber veririm."],
    ],
    orders: [["Keten gömlek", "799.00", "TRY", "processing", 0]],
  },
  {
    ago: 2 * H,
    failedLast: true,
    assignee: 2,
    lines: [
      ["c", "Kargom teslim edildi görünüyor ama bana ulaşmadı."],
      ["a", "Hemen kargo firmasıyla iletişime geçiyorum {name} {title}."],
      ["a", "Kargo firması paketi komşunuza bıraktığını söylüyor, teslim tutanağını paylaşıyorum."],
    ],
    orders: [["Örgü kazak – krem", "899.00", "TRY", "delivered", 3]],
  },
  {
    ago: 3 * H,
    lines: [
      ["c", "Kış koleksiyonundan bu mont kaç beden var?", ["winter"]],
      ["a", "S'den XXL'ye kadar tüm bedenler var {name} {title}. Haki ve siyah renk seçenekleri mevcut."],
      ["a", "Kombin için koleksiyondan birkaç parça daha:", ["winter", "shoe", "bag", "mug", "shipping"]],
      ["c", "Haki M ayırabilir misiniz? Akşam siparişi vereceğim."],
      ["a", "Ayırdım, 24 saat boyunca sizin için bekliyor 👍"],
    ],
    assignee: 2,
  },
  {
    ago: 4 * H,
    resolved: { rating: 4 },
    assignee: 1,
    lines: [
      ["c", "İade ettiğim ürünün ücreti ne zaman hesabıma geçer?"],
      ["a", "İadeniz depomuza ulaştı; ücret 3 iş günü içinde kartınıza yansır."],
      ["c", "Anladım, teşekkürler."],
    ],
    orders: [["Yoga matı", "459.00", "TRY", "cancelled", 12]],
  },
  {
    ago: 5 * H,
    unread: true,
    lines: [
      ["c", "Merhabalar, toptan alımda indirim yapıyor musunuz? 50 adet kupa düşünüyoruz."],
      ["c", "Logomuzu baskı yaptırabiliyor muyuz?"],
    ],
  },
  {
    ago: 6 * H,
    assignee: 0,
    pinnedBy: [0, 2],
    lines: [
      ["c", "Efsane Cuma indirimleri ne zaman başlıyor?"],
      ["a", "Perşembe gece yarısı başlıyor {name} {title}! Üyelere 2 saat erken erişim var."],
      ["c", "Üyeyim, hatırlatma gönderir misiniz?"],
      ["a", "Tabii, perşembe 22:00'de buradan hatırlatma göndereceğim."],
    ],
  },
  {
    ago: 8 * H,
    gap: 5,
    lines: [
      ["c", "Spor ayakkabının tabanı kaymaz mı? Yağmurda kullanacağım.", ["shoe"]],
      ["a", "Kauçuk taban, ıslak zeminde kaymaz {name} {title}. Su itici de."],
      ["c", "Tamam, 38 numara alıyorum."],
    ],
    resolved: { rating: 5 },
    assignee: 2,
    orders: [["Spor ayakkabı", "1599.00", "TRY", "delivered", 6]],
  },
  {
    ago: 10 * H,
    lines: [
      ["c", "Hi, I ordered a scarf as a gift. Can you add a small note to the package?"],
      ["a", "Of course {name}! What would you like the note to say?"],
      ["c", '"Happy birthday, Deniz! With love."'],
      ["a", "Done. It will be handwritten on our gift card 🎁"],
    ],
    assignee: 1,
    orders: [["Yün atkı – lacivert", "349.00", "TRY", "processing", 1]],
  },
  {
    ago: 12 * H,
    unread: true,
    assignee: 2,
    lines: [
      ["a", "Merhaba {name} {title}, siparişiniz yola çıktı. Takip numarası: 7734 1192 0045."],
      ["c", "Kargo şubeden almam gerekiyor mu, adrese mi gelir?"],
    ],
    orders: [["Kışlık mont – haki", "2899.00", "TRY", "processing", 1]],
  },
  {
    ago: 14 * H,
    resolved: {},
    lines: [
      ["c", "Mağazanız hafta sonu açık mı?"],
      ["a", "Cumartesi 10:00–20:00, pazar 12:00–18:00 arası açığız {name} {title}."],
      ["c", "Teşekkürler 🙏"],
    ],
  },
  {
    ago: 18 * H,
    assignee: 1,
    lines: [
      ["c", "Kapıda ödeme seçeneği var mı?"],
      ["a", "Var {name} {title}, 29 TL hizmet bedeliyle kapıda nakit veya kartla ödeyebilirsiniz."],
      ["c", "Tamam, o şekilde sipariş vereceğim."],
    ],
  },
  {
    ago: 20 * H,
    unread: true,
    lines: [
      ["c", "Bu fotoğraftaki kampanya hâlâ geçerli mi?", ["shipping"]],
      ["c", "500 TL üzeri kargo bedava yazıyor."],
    ],
  },
  {
    ago: 22 * H,
    assignee: 0,
    resolved: { rating: 3 },
    lines: [
      ["c", "Siparişim 5 gündür gelmedi, çok geç kaldı."],
      [
        "a",
        "Gecikme için özür dileriz {name} {title}. Bölgenizdeki aktarma merkezinde yoğunluk var, yarın teslim edilecek.",
      ],
      ["c", "Umarım gelir, hediye olarak alacaktım."],
      [
        "a",
        "Anlayışınız için teşekkürler. Bir sonraki siparişinizde kullanmanız için %10 indirim kodu tanımladık: KANAL10",
      ],
      ["c", "Geldi, teşekkürler."],
    ],
    orders: [["Kaşmir bere", "429.00", "TRY", "delivered", 6]],
    notes: [[0, "Gecikme yaşadı, KANAL10 indirim kodu tanımlandı.", 1]],
  },
  {
    ago: 1 * D + 2 * H,
    lines: [
      ["c", "Merhaba, siparişimi iptal etmek istiyorum."],
      [
        "a",
        "Merhaba {name} {title}, siparişiniz henüz kargoya verilmediği için iptal ettik. Ücret iadesi 3 iş gününde yapılır.",
      ],
    ],
    assignee: 2,
    resolved: { rating: 4 },
    orders: [["Deri sırt çantası", "1249.90", "TRY", "cancelled", 2]],
  },
  {
    ago: 1 * D + 5 * H,
    lines: [
      ["c", "Kurumsal hediye için katalog gönderebilir misiniz?"],
      [
        "a",
        "Elbette {name} {title}, güncel fiyat listemiz ekte. Adetli alımlarda %15 indirim uyguluyoruz.",
        ["priceList"],
      ],
      ["c", "İnceleyip dönüş yapacağım."],
    ],
    assignee: 0,
  },
  {
    ago: 1 * D + 9 * H,
    lines: [
      ["c", "Örgü kazak yıkamada çeker mi?"],
      ["a", "30 derecede elde ya da hassas programda yıkarsanız çekmez {name} {title}."],
    ],
  },
  {
    ago: 2 * D,
    resolved: { rating: 5 },
    assignee: 1,
    lines: [
      ["c", "Değişim için gönderdiğim ürün ulaştı mı?"],
      ["a", "Ulaştı {name} {title}, yeni bedeniniz bugün kargoya verildi."],
      ["c", "Harikasınız, teşekkürler!"],
    ],
    orders: [
      ["Keten gömlek", "799.00", "TRY", "delivered", 10],
      ["Keten gömlek – değişim", "0.00", "TRY", "delivered", 2],
    ],
  },
  {
    ago: 2 * D + 6 * H,
    lines: [
      ["c", "Can I return an item bought in your Istanbul store online?"],
      ["a", "Yes {name}, within 14 days with the receipt. Our return policy is attached.", ["returns"]],
      ["c", "Thanks, that helps."],
    ],
    resolved: { rating: 4 },
    assignee: 2,
  },
  {
    ago: 3 * D,
    lines: [
      ["c", "Matara sıcak tutuyor mu?"],
      ["a", "12 saat sıcak, 24 saat soğuk tutuyor {name} {title}."],
      ["c", "2 tane alayım o zaman."],
      ["a", "Siparişiniz oluşturuldu, yarın kargoda 🙂"],
    ],
    resolved: {},
    orders: [["Matara (750 ml) × 2", "398.00", "TRY", "delivered", 3]],
  },
  {
    ago: 3 * D + 4 * H,
    lines: [["c", "Merhaba, bayilik başvurusu için kiminle görüşmeliyim?"]],
    assignee: 0,
  },
  {
    ago: 4 * D,
    lines: [
      ["c", "Cüzdanın içine isim yazdırabiliyor muyuz?"],
      ["a", "Evet {name} {title}, 12 karaktere kadar ücretsiz kişiselleştirme yapıyoruz."],
      ["c", '"E.K." yazdırmak istiyorum.'],
      ["a", "Not aldım, siparişinize ekledim."],
    ],
    resolved: { rating: 5 },
    assignee: 2,
    orders: [["Deri cüzdan", "649.00", "TRY", "delivered", 4]],
  },
  {
    ago: 5 * D,
    lines: [
      ["c", "Kargo ücreti ne kadar?"],
      ["a", "500 TL üzeri siparişlerde ücretsiz, altında 49 TL {name} {title}."],
    ],
    resolved: {},
  },
  {
    ago: 6 * D,
    assignee: 1,
    lines: [
      ["c", "Sipariş verirken kupon kodu hata veriyor."],
      ["a", "Kodun son kullanma tarihi geçmiş {name} {title}, yerine YENI15 kodunu tanımladım."],
      ["c", "Oldu, teşekkürler."],
    ],
    resolved: { rating: 4 },
  },
  {
    ago: 7 * D,
    lines: [
      ["c", "Mağazadan aldığım ürünün faturası kayboldu, yenisini alabilir miyim?"],
      ["a", "Tabii {name} {title}, faturanızın kopyası ekte.", ["invoice"]],
    ],
    resolved: { rating: 5 },
    assignee: 0,
  },
  {
    ago: 8 * D,
    lines: [
      ["c", "Bere hangi renklerde var?"],
      ["a", "Krem, lacivert, antrasit ve bordo {name} {title}."],
      ["c", "Bordo alayım."],
    ],
    resolved: {},
    orders: [["Kaşmir bere – bordo", "429.00", "TRY", "delivered", 8]],
  },
  {
    ago: 9 * D,
    lines: [
      ["c", "Yoga matı kaç mm?"],
      ["a", "6 mm {name} {title}, kaymaz yüzeyli ve taşıma askılı."],
    ],
    assignee: 2,
  },
  {
    ago: 10 * D,
    lines: [
      ["c", "Hi, is the leather backpack genuine leather?"],
      ["a", "Yes {name}, full-grain cowhide, handmade in İzmir.", ["bag"]],
      ["c", "Lovely. Ordered!"],
    ],
    resolved: { rating: 5 },
    assignee: 1,
    orders: [["Deri sırt çantası", "119.00", "EUR", "delivered", 10]],
  },
  {
    ago: 11 * D,
    lines: [
      ["c", "Bot numaraları dar mı geniş mi?"],
      ["a", "Standart kalıp {name} {title}; kalın çorapla giyecekseniz bir numara büyük öneririz."],
    ],
    resolved: {},
  },
  {
    ago: 12 * D,
    lines: [
      ["c", "Siparişim eksik geldi, atkı paketten çıkmadı."],
      ["a", "Çok özür dileriz {name} {title}, eksik ürünü bugün ayrıca gönderiyoruz."],
      ["c", "Geldi, teşekkürler."],
    ],
    resolved: { rating: 2 },
    assignee: 0,
    orders: [["Yün atkı – lacivert", "349.00", "TRY", "delivered", 13]],
    notes: [[1, "Depoda paketleme kontrolü konuşuldu.", 12]],
  },
  {
    ago: 13 * D,
    lines: [["c", "Teşekkürler, ürünler çok güzel 💐"]],
    resolved: { rating: 5 },
  },
  {
    ago: 14 * D,
    lines: [
      ["c", "Hediye kartı satıyor musunuz?"],
      ["a", "250, 500 ve 1000 TL'lik dijital hediye kartlarımız var {name} {title}."],
    ],
    resolved: {},
    assignee: 2,
  },
  {
    ago: 16 * D,
    lines: [
      ["c", "Mont yağmur geçirir mi?"],
      ["a", "Su itici kaplamalı {name} {title}; hafif yağmurda sorun olmaz."],
      ["c", "Anladım."],
    ],
    resolved: { rating: 4 },
    orders: [["Kışlık mont – haki", "2899.00", "TRY", "delivered", 16]],
  },
  {
    ago: 20 * D,
    lines: [
      ["c", "Hello, do you have a size guide for shoes?"],
      ["a", "Hi {name}! EU sizes 36–45; our size guide is on each product page."],
    ],
    resolved: {},
    assignee: 1,
  },
];
