// Seed data: Nepal's 7 provinces, all 77 districts (as "cities") and real places in each (as "areas").
// Ids are plain literals, numbered globally in order, so reseeding is deterministic.

export interface SeedArea {
  id: number;
  name: string;
}

export interface SeedCity {
  id: number;
  name: string;
  areas: SeedArea[];
}

export interface SeedProvince {
  id: number;
  name: string;
  cities: SeedCity[];
}

export const NEPAL_PROVINCES: SeedProvince[] = [
  {
    id: 1,
    name: 'Koshi',
    cities: [
      { id: 1, name: 'Taplejung', areas: [{ id: 1, name: 'Phungling' }, { id: 2, name: 'Sirijangha' }, { id: 3, name: 'Aathrai Tribeni' }, { id: 4, name: 'Mikwakhola' }, { id: 5, name: 'Phaktanglung' }, { id: 6, name: 'Meringden' }] },
      { id: 2, name: 'Panchthar', areas: [{ id: 7, name: 'Phidim' }, { id: 8, name: 'Hilihang' }, { id: 9, name: 'Kummayak' }, { id: 10, name: 'Miklajung' }, { id: 11, name: 'Yangwarak' }, { id: 12, name: 'Phalelung' }] },
      { id: 3, name: 'Ilam', areas: [{ id: 13, name: 'Ilam Bazaar' }, { id: 14, name: 'Deumai' }, { id: 15, name: 'Mai' }, { id: 16, name: 'Suryodaya' }, { id: 17, name: 'Fikkal' }, { id: 18, name: 'Kanyam' }, { id: 19, name: 'Mai Pokhari' }, { id: 20, name: 'Sandakpur' }] },
      { id: 4, name: 'Jhapa', areas: [{ id: 21, name: 'Birtamod' }, { id: 22, name: 'Damak' }, { id: 23, name: 'Mechinagar' }, { id: 24, name: 'Kakarbhitta' }, { id: 25, name: 'Bhadrapur' }, { id: 26, name: 'Chandragadhi' }, { id: 27, name: 'Arjundhara' }, { id: 28, name: 'Kankai' }, { id: 29, name: 'Shivasatakshi' }, { id: 30, name: 'Gauradaha' }, { id: 31, name: 'Dhulabari' }] },
      { id: 5, name: 'Morang', areas: [{ id: 32, name: 'Biratnagar' }, { id: 33, name: 'Bargachhi' }, { id: 34, name: 'Rani' }, { id: 35, name: 'Tinpaini' }, { id: 36, name: 'Urlabari' }, { id: 37, name: 'Belbari' }, { id: 38, name: 'Pathari Shanishchare' }, { id: 39, name: 'Letang' }, { id: 40, name: 'Rangeli' }, { id: 41, name: 'Sundar Haraincha' }, { id: 42, name: 'Ratuwamai' }, { id: 43, name: 'Sunawarshi' }] },
      { id: 6, name: 'Sunsari', areas: [{ id: 44, name: 'Itahari' }, { id: 45, name: 'Dharan' }, { id: 46, name: 'Inaruwa' }, { id: 47, name: 'Duhabi' }, { id: 48, name: 'Ramdhuni' }, { id: 49, name: 'Jhumka' }, { id: 50, name: 'Barahachhetra' }, { id: 51, name: 'Chatara' }, { id: 52, name: 'Bhedetar' }, { id: 53, name: 'Koshi' }] },
      { id: 7, name: 'Dhankuta', areas: [{ id: 54, name: 'Dhankuta Bazaar' }, { id: 55, name: 'Hile' }, { id: 56, name: 'Pakhribas' }, { id: 57, name: 'Mahalaxmi' }, { id: 58, name: 'Chaubise' }, { id: 59, name: 'Sangurigadhi' }] },
      { id: 8, name: 'Terhathum', areas: [{ id: 60, name: 'Myanglung' }, { id: 61, name: 'Laligurans' }, { id: 62, name: 'Aathrai' }, { id: 63, name: 'Phedap' }, { id: 64, name: 'Chhathar' }, { id: 65, name: 'Menchayayem' }] },
      { id: 9, name: 'Sankhuwasabha', areas: [{ id: 66, name: 'Khandbari' }, { id: 67, name: 'Chainpur' }, { id: 68, name: 'Madi' }, { id: 69, name: 'Dharmadevi' }, { id: 70, name: 'Panchkhapan' }, { id: 71, name: 'Makalu' }, { id: 72, name: 'Num' }] },
      { id: 10, name: 'Bhojpur', areas: [{ id: 73, name: 'Bhojpur Bazaar' }, { id: 74, name: 'Shadananda' }, { id: 75, name: 'Dingla' }, { id: 76, name: 'Tyamke Maiyum' }, { id: 77, name: 'Arun' }, { id: 78, name: 'Pauwadungma' }, { id: 79, name: 'Salpasilichho' }] },
      { id: 11, name: 'Solukhumbu', areas: [{ id: 80, name: 'Salleri' }, { id: 81, name: 'Phaplu' }, { id: 82, name: 'Namche Bazaar' }, { id: 83, name: 'Lukla' }, { id: 84, name: 'Khumjung' }, { id: 85, name: 'Nechasalyan' }, { id: 86, name: 'Mapya Dudhkoshi' }] },
      { id: 12, name: 'Okhaldhunga', areas: [{ id: 87, name: 'Siddhicharan' }, { id: 88, name: 'Rumjatar' }, { id: 89, name: 'Manebhanjyang' }, { id: 90, name: 'Champadevi' }, { id: 91, name: 'Sunkoshi' }, { id: 92, name: 'Molung' }] },
      { id: 13, name: 'Khotang', areas: [{ id: 93, name: 'Diktel' }, { id: 94, name: 'Halesi Tuwachung' }, { id: 95, name: 'Rupakot Majhuwagadhi' }, { id: 96, name: 'Aiselukharka' }, { id: 97, name: 'Jantedhunga' }, { id: 98, name: 'Kepilasgadhi' }] },
      { id: 14, name: 'Udayapur', areas: [{ id: 99, name: 'Gaighat' }, { id: 100, name: 'Triyuga' }, { id: 101, name: 'Katari' }, { id: 102, name: 'Chaudandigadhi' }, { id: 103, name: 'Belaka' }, { id: 104, name: 'Udayapurgadhi' }, { id: 105, name: 'Tapli' }, { id: 106, name: 'Rautamai' }] },
    ],
  },
  {
    id: 2,
    name: 'Madhesh',
    cities: [
      { id: 15, name: 'Saptari', areas: [{ id: 107, name: 'Rajbiraj' }, { id: 108, name: 'Kanchanrup' }, { id: 109, name: 'Hanumannagar Kankalini' }, { id: 110, name: 'Shambhunath' }, { id: 111, name: 'Surunga' }, { id: 112, name: 'Bodebarsain' }, { id: 113, name: 'Dakneshwori' }, { id: 114, name: 'Khadak' }, { id: 115, name: 'Saptakoshi' }] },
      { id: 16, name: 'Siraha', areas: [{ id: 116, name: 'Lahan' }, { id: 117, name: 'Siraha Bazaar' }, { id: 118, name: 'Golbazar' }, { id: 119, name: 'Mirchaiya' }, { id: 120, name: 'Dhangadhimai' }, { id: 121, name: 'Kalyanpur' }, { id: 122, name: 'Sukhipur' }, { id: 123, name: 'Karjanha' }] },
      { id: 17, name: 'Dhanusha', areas: [{ id: 124, name: 'Janakpurdham' }, { id: 125, name: 'Bhanu Chowk' }, { id: 126, name: 'Ramanand Chowk' }, { id: 127, name: 'Dhalkebar' }, { id: 128, name: 'Mithila' }, { id: 129, name: 'Chhireshwarnath' }, { id: 130, name: 'Sabaila' }, { id: 131, name: 'Ganeshman Charnath' }, { id: 132, name: 'Bideha' }, { id: 133, name: 'Nagarain' }, { id: 134, name: 'Kamala' }] },
      { id: 18, name: 'Mahottari', areas: [{ id: 135, name: 'Jaleshwar' }, { id: 136, name: 'Bardibas' }, { id: 137, name: 'Gaushala' }, { id: 138, name: 'Manara Shiswa' }, { id: 139, name: 'Loharpatti' }, { id: 140, name: 'Ramgopalpur' }, { id: 141, name: 'Aurahi' }, { id: 142, name: 'Balawa' }, { id: 143, name: 'Bhangaha' }, { id: 144, name: 'Matihani' }] },
      { id: 19, name: 'Sarlahi', areas: [{ id: 145, name: 'Malangwa' }, { id: 146, name: 'Lalbandi' }, { id: 147, name: 'Hariwan' }, { id: 148, name: 'Barahathawa' }, { id: 149, name: 'Ishworpur' }, { id: 150, name: 'Haripur' }, { id: 151, name: 'Godaita' }, { id: 152, name: 'Bagmati' }, { id: 153, name: 'Kabilasi' }] },
      { id: 20, name: 'Rautahat', areas: [{ id: 154, name: 'Gaur' }, { id: 155, name: 'Chandrapur' }, { id: 156, name: 'Garuda' }, { id: 157, name: 'Gujara' }, { id: 158, name: 'Brindaban' }, { id: 159, name: 'Rajpur' }, { id: 160, name: 'Katahariya' }, { id: 161, name: 'Ishanath' }] },
      { id: 21, name: 'Bara', areas: [{ id: 162, name: 'Kalaiya' }, { id: 163, name: 'Jitpur Simara' }, { id: 164, name: 'Simara' }, { id: 165, name: 'Nijgadh' }, { id: 166, name: 'Kolhabi' }, { id: 167, name: 'Mahagadhimai' }, { id: 168, name: 'Simraungadh' }, { id: 169, name: 'Pacharauta' }] },
      { id: 22, name: 'Parsa', areas: [{ id: 170, name: 'Birgunj' }, { id: 171, name: 'Adarsha Nagar' }, { id: 172, name: 'Ghantaghar' }, { id: 173, name: 'Powerhouse Chowk' }, { id: 174, name: 'Parwanipur' }, { id: 175, name: 'Pokhariya' }, { id: 176, name: 'Bahudarmai' }, { id: 177, name: 'Parsagadhi' }, { id: 178, name: 'Thori' }, { id: 179, name: 'Jagarnathpur' }] },
    ],
  },
  {
    id: 3,
    name: 'Bagmati',
    cities: [
      { id: 23, name: 'Sindhuli', areas: [{ id: 180, name: 'Kamalamai' }, { id: 181, name: 'Sindhulimadhi' }, { id: 182, name: 'Dudhauli' }, { id: 183, name: 'Marin' }, { id: 184, name: 'Golanjor' }, { id: 185, name: 'Tinpatan' }, { id: 186, name: 'Sunkoshi' }, { id: 187, name: 'Ghyanglekh' }] },
      { id: 24, name: 'Ramechhap', areas: [{ id: 188, name: 'Manthali' }, { id: 189, name: 'Ramechhap Bazaar' }, { id: 190, name: 'Khadadevi' }, { id: 191, name: 'Doramba' }, { id: 192, name: 'Gokulganga' }, { id: 193, name: 'Likhu Tamakoshi' }, { id: 194, name: 'Sunapati' }, { id: 195, name: 'Umakunda' }] },
      { id: 25, name: 'Dolakha', areas: [{ id: 196, name: 'Charikot' }, { id: 197, name: 'Bhimeshwar' }, { id: 198, name: 'Jiri' }, { id: 199, name: 'Bigu' }, { id: 200, name: 'Gaurishankar' }, { id: 201, name: 'Kalinchok' }, { id: 202, name: 'Melung' }, { id: 203, name: 'Shailung' }, { id: 204, name: 'Tamakoshi' }] },
      { id: 26, name: 'Sindhupalchok', areas: [{ id: 205, name: 'Chautara' }, { id: 206, name: 'Melamchi' }, { id: 207, name: 'Barhabise' }, { id: 208, name: 'Balefi' }, { id: 209, name: 'Jugal' }, { id: 210, name: 'Panchpokhari Thangpal' }, { id: 211, name: 'Bhotekoshi' }, { id: 212, name: 'Indrawati' }, { id: 213, name: 'Helambu' }, { id: 214, name: 'Lisankhu Pakhar' }] },
      { id: 27, name: 'Kavrepalanchok', areas: [{ id: 215, name: 'Dhulikhel' }, { id: 216, name: 'Banepa' }, { id: 217, name: 'Panauti' }, { id: 218, name: 'Panchkhal' }, { id: 219, name: 'Namobuddha' }, { id: 220, name: 'Mandandeupur' }, { id: 221, name: 'Bethanchok' }, { id: 222, name: 'Roshi' }, { id: 223, name: 'Temal' }, { id: 224, name: 'Chaurideurali' }] },
      { id: 28, name: 'Lalitpur', areas: [{ id: 225, name: 'Jawalakhel' }, { id: 226, name: 'Pulchowk' }, { id: 227, name: 'Kupondole' }, { id: 228, name: 'Satdobato' }, { id: 229, name: 'Lagankhel' }, { id: 230, name: 'Imadol' }, { id: 231, name: 'Sanepa' }, { id: 232, name: 'Jhamsikhel' }, { id: 233, name: 'Mangal Bazar' }, { id: 234, name: 'Gwarko' }, { id: 235, name: 'Ekantakuna' }, { id: 236, name: 'Godawari' }] },
      { id: 29, name: 'Bhaktapur', areas: [{ id: 237, name: 'Suryabinayak' }, { id: 238, name: 'Madhyapur Thimi' }, { id: 239, name: 'Sallaghari' }, { id: 240, name: 'Kamalbinayak' }, { id: 241, name: 'Dudhpati' }, { id: 242, name: 'Lokanthali' }, { id: 243, name: 'Katunje' }, { id: 244, name: 'Jagati' }, { id: 245, name: 'Changunarayan' }, { id: 246, name: 'Bhaktapur Durbar Square' }] },
      { id: 30, name: 'Kathmandu', areas: [{ id: 247, name: 'Thamel' }, { id: 248, name: 'New Baneshwor' }, { id: 249, name: 'Koteshwor' }, { id: 250, name: 'Kalanki' }, { id: 251, name: 'Maharajgunj' }, { id: 252, name: 'Baluwatar' }, { id: 253, name: 'Chabahil' }, { id: 254, name: 'Boudha' }, { id: 255, name: 'Kirtipur' }, { id: 256, name: 'Budhanilkantha' }, { id: 257, name: 'Tokha' }, { id: 258, name: 'Chandragiri' }, { id: 259, name: 'Putalisadak' }, { id: 260, name: 'Lazimpat' }, { id: 261, name: 'Balaju' }, { id: 262, name: 'Gongabu' }] },
      { id: 31, name: 'Nuwakot', areas: [{ id: 263, name: 'Bidur' }, { id: 264, name: 'Trishuli' }, { id: 265, name: 'Battar' }, { id: 266, name: 'Belkotgadhi' }, { id: 267, name: 'Kakani' }, { id: 268, name: 'Dupcheshwar' }, { id: 269, name: 'Tadi' }, { id: 270, name: 'Likhu' }, { id: 271, name: 'Shivapuri' }] },
      { id: 32, name: 'Rasuwa', areas: [{ id: 272, name: 'Dhunche' }, { id: 273, name: 'Syafrubesi' }, { id: 274, name: 'Gosaikunda' }, { id: 275, name: 'Kalika' }, { id: 276, name: 'Naukunda' }, { id: 277, name: 'Uttargaya' }] },
      { id: 33, name: 'Dhading', areas: [{ id: 278, name: 'Nilkantha' }, { id: 279, name: 'Dhading Besi' }, { id: 280, name: 'Dhunibesi' }, { id: 281, name: 'Malekhu' }, { id: 282, name: 'Gajuri' }, { id: 283, name: 'Galchhi' }, { id: 284, name: 'Benighat Rorang' }, { id: 285, name: 'Thakre' }, { id: 286, name: 'Siddhalek' }] },
      { id: 34, name: 'Makwanpur', areas: [{ id: 287, name: 'Hetauda' }, { id: 288, name: 'Thaha' }, { id: 289, name: 'Palung' }, { id: 290, name: 'Bhimphedi' }, { id: 291, name: 'Manahari' }, { id: 292, name: 'Makawanpurgadhi' }, { id: 293, name: 'Bakaiya' }, { id: 294, name: 'Indrasarowar' }, { id: 295, name: 'Raksirang' }, { id: 296, name: 'Kailash' }] },
      { id: 35, name: 'Chitwan', areas: [{ id: 297, name: 'Bharatpur' }, { id: 298, name: 'Narayangadh' }, { id: 299, name: 'Chaubiskoti' }, { id: 300, name: 'Ratnanagar' }, { id: 301, name: 'Tandi' }, { id: 302, name: 'Sauraha' }, { id: 303, name: 'Khairahani' }, { id: 304, name: 'Rapti' }, { id: 305, name: 'Kalika' }, { id: 306, name: 'Madi' }, { id: 307, name: 'Ichchhakamana' }] },
    ],
  },
  {
    id: 4,
    name: 'Gandaki',
    cities: [
      { id: 36, name: 'Gorkha', areas: [{ id: 308, name: 'Gorkha Bazaar' }, { id: 309, name: 'Palungtar' }, { id: 310, name: 'Aarughat' }, { id: 311, name: 'Barpak' }, { id: 312, name: 'Siranchok' }, { id: 313, name: 'Sahid Lakhan' }, { id: 314, name: 'Chum Nubri' }] },
      { id: 37, name: 'Manang', areas: [{ id: 315, name: 'Chame' }, { id: 316, name: 'Manang' }, { id: 317, name: 'Pisang' }, { id: 318, name: 'Nason' }, { id: 319, name: 'Narpa Bhumi' }] },
      { id: 38, name: 'Mustang', areas: [{ id: 320, name: 'Jomsom' }, { id: 321, name: 'Kagbeni' }, { id: 322, name: 'Marpha' }, { id: 323, name: 'Lo Manthang' }, { id: 324, name: 'Muktinath' }, { id: 325, name: 'Thasang' }] },
      { id: 39, name: 'Myagdi', areas: [{ id: 326, name: 'Beni' }, { id: 327, name: 'Tatopani' }, { id: 328, name: 'Darbang' }, { id: 329, name: 'Mangala' }, { id: 330, name: 'Raghuganga' }, { id: 331, name: 'Malika' }] },
      { id: 40, name: 'Kaski', areas: [{ id: 332, name: 'Lakeside' }, { id: 333, name: 'Chipledhunga' }, { id: 334, name: 'Mahendrapool' }, { id: 335, name: 'Prithvi Chowk' }, { id: 336, name: 'Srijana Chowk' }, { id: 337, name: 'Damside' }, { id: 338, name: 'Bagar' }, { id: 339, name: 'Birauta' }, { id: 340, name: 'Lekhnath' }, { id: 341, name: 'Hemja' }, { id: 342, name: 'Sarangkot' }, { id: 343, name: 'Machhapuchchhre' }] },
      { id: 41, name: 'Lamjung', areas: [{ id: 344, name: 'Besisahar' }, { id: 345, name: 'Sundarbazar' }, { id: 346, name: 'Rainas' }, { id: 347, name: 'Madhya Nepal' }, { id: 348, name: 'Dordi' }, { id: 349, name: 'Marsyangdi' }] },
      { id: 42, name: 'Tanahun', areas: [{ id: 350, name: 'Damauli' }, { id: 351, name: 'Bandipur' }, { id: 352, name: 'Shuklagandaki' }, { id: 353, name: 'Dulegauda' }, { id: 354, name: 'Bhanu' }, { id: 355, name: 'Bhimad' }, { id: 356, name: 'Anbukhaireni' }, { id: 357, name: 'Devghat' }] },
      { id: 43, name: 'Nawalpur', areas: [{ id: 358, name: 'Kawasoti' }, { id: 359, name: 'Gaidakot' }, { id: 360, name: 'Madhyabindu' }, { id: 361, name: 'Devchuli' }, { id: 362, name: 'Hupsekot' }, { id: 363, name: 'Binayi Triveni' }, { id: 364, name: 'Bulingtar' }, { id: 365, name: 'Baudikali' }] },
      { id: 44, name: 'Syangja', areas: [{ id: 366, name: 'Putalibazar' }, { id: 367, name: 'Waling' }, { id: 368, name: 'Galyang' }, { id: 369, name: 'Chapakot' }, { id: 370, name: 'Bhirkot' }, { id: 371, name: 'Arjunchaupari' }, { id: 372, name: 'Aandhikhola' }, { id: 373, name: 'Phedikhola' }, { id: 374, name: 'Harinas' }, { id: 375, name: 'Biruwa' }] },
      { id: 45, name: 'Parbat', areas: [{ id: 376, name: 'Kusma' }, { id: 377, name: 'Phalebas' }, { id: 378, name: 'Jaljala' }, { id: 379, name: 'Modi' }, { id: 380, name: 'Painyu' }, { id: 381, name: 'Bihadi' }, { id: 382, name: 'Mahashila' }] },
      { id: 46, name: 'Baglung', areas: [{ id: 383, name: 'Baglung Bazaar' }, { id: 384, name: 'Galkot' }, { id: 385, name: 'Jaimini' }, { id: 386, name: 'Dhorpatan' }, { id: 387, name: 'Badigad' }, { id: 388, name: 'Kathekhola' }, { id: 389, name: 'Bareng' }, { id: 390, name: 'Nisikhola' }] },
    ],
  },
  {
    id: 5,
    name: 'Lumbini',
    cities: [
      { id: 47, name: 'Rukum East', areas: [{ id: 391, name: 'Rukumkot' }, { id: 392, name: 'Sisne' }, { id: 393, name: 'Bhume' }, { id: 394, name: 'Putha Uttarganga' }] },
      { id: 48, name: 'Rolpa', areas: [{ id: 395, name: 'Liwang' }, { id: 396, name: 'Thawang' }, { id: 397, name: 'Sunil Smriti' }, { id: 398, name: 'Runtigadhi' }, { id: 399, name: 'Triveni' }, { id: 400, name: 'Madi' }] },
      { id: 49, name: 'Pyuthan', areas: [{ id: 401, name: 'Pyuthan Khalanga' }, { id: 402, name: 'Bijuwar' }, { id: 403, name: 'Swargadwari' }, { id: 404, name: 'Mallarani' }, { id: 405, name: 'Naubahini' }, { id: 406, name: 'Jhimruk' }, { id: 407, name: 'Gaumukhi' }] },
      { id: 50, name: 'Gulmi', areas: [{ id: 408, name: 'Tamghas' }, { id: 409, name: 'Resunga' }, { id: 410, name: 'Musikot' }, { id: 411, name: 'Ruru' }, { id: 412, name: 'Isma' }, { id: 413, name: 'Madane' }, { id: 414, name: 'Dhurkot' }] },
      { id: 51, name: 'Arghakhanchi', areas: [{ id: 415, name: 'Sandhikharka' }, { id: 416, name: 'Sitganga' }, { id: 417, name: 'Bhumikasthan' }, { id: 418, name: 'Chhatradev' }, { id: 419, name: 'Malarani' }, { id: 420, name: 'Panini' }] },
      { id: 52, name: 'Palpa', areas: [{ id: 421, name: 'Tansen' }, { id: 422, name: 'Rampur' }, { id: 423, name: 'Bagnaskali' }, { id: 424, name: 'Rainadevi Chhahara' }, { id: 425, name: 'Tinau' }, { id: 426, name: 'Ribdikot' }, { id: 427, name: 'Mathagadhi' }] },
      { id: 53, name: 'Parasi', areas: [{ id: 428, name: 'Ramgram' }, { id: 429, name: 'Sunwal' }, { id: 430, name: 'Bardaghat' }, { id: 431, name: 'Sarawal' }, { id: 432, name: 'Pratappur' }, { id: 433, name: 'Palhinandan' }, { id: 434, name: 'Susta' }] },
      { id: 54, name: 'Rupandehi', areas: [{ id: 435, name: 'Butwal' }, { id: 436, name: 'Traffic Chowk' }, { id: 437, name: 'Milanchowk' }, { id: 438, name: 'Golpark' }, { id: 439, name: 'Bhairahawa' }, { id: 440, name: 'Tilottama' }, { id: 441, name: 'Manigram' }, { id: 442, name: 'Devdaha' }, { id: 443, name: 'Sainamaina' }, { id: 444, name: 'Lumbini Sanskritik' }, { id: 445, name: 'Gaidahawa' }] },
      { id: 55, name: 'Kapilvastu', areas: [{ id: 446, name: 'Taulihawa' }, { id: 447, name: 'Krishnanagar' }, { id: 448, name: 'Banganga' }, { id: 449, name: 'Buddhabhumi' }, { id: 450, name: 'Shivaraj' }, { id: 451, name: 'Maharajgunj' }, { id: 452, name: 'Chandrauta' }] },
      { id: 56, name: 'Dang', areas: [{ id: 453, name: 'Ghorahi' }, { id: 454, name: 'Tulsipur' }, { id: 455, name: 'Lamahi' }, { id: 456, name: 'Rapti' }, { id: 457, name: 'Gadhawa' }, { id: 458, name: 'Bangalachuli' }, { id: 459, name: 'Shantinagar' }, { id: 460, name: 'Babai' }, { id: 461, name: 'Rajpur' }, { id: 462, name: 'Dangisharan' }] },
      { id: 57, name: 'Banke', areas: [{ id: 463, name: 'Nepalgunj' }, { id: 464, name: 'Dhamboji Chowk' }, { id: 465, name: 'Kohalpur' }, { id: 466, name: 'Khajura' }, { id: 467, name: 'Janaki' }, { id: 468, name: 'Baijanath' }, { id: 469, name: 'Duduwa' }, { id: 470, name: 'Narainapur' }, { id: 471, name: 'Rapti Sonari' }] },
      { id: 58, name: 'Bardiya', areas: [{ id: 472, name: 'Gulariya' }, { id: 473, name: 'Rajapur' }, { id: 474, name: 'Madhuwan' }, { id: 475, name: 'Thakurbaba' }, { id: 476, name: 'Bansgadhi' }, { id: 477, name: 'Barbardiya' }, { id: 478, name: 'Badhaiyatal' }, { id: 479, name: 'Geruwa' }] },
    ],
  },
  {
    id: 6,
    name: 'Karnali',
    cities: [
      { id: 59, name: 'Dolpa', areas: [{ id: 480, name: 'Dunai' }, { id: 481, name: 'Thuli Bheri' }, { id: 482, name: 'Tripurasundari' }, { id: 483, name: 'Shey Phoksundo' }, { id: 484, name: 'Kaike' }, { id: 485, name: 'Jagadulla' }] },
      { id: 60, name: 'Mugu', areas: [{ id: 486, name: 'Gamgadhi' }, { id: 487, name: 'Chhayanath Rara' }, { id: 488, name: 'Mugum Karmarong' }, { id: 489, name: 'Soru' }, { id: 490, name: 'Khatyad' }] },
      { id: 61, name: 'Humla', areas: [{ id: 491, name: 'Simikot' }, { id: 492, name: 'Namkha' }, { id: 493, name: 'Kharpunath' }, { id: 494, name: 'Sarkegad' }, { id: 495, name: 'Chankheli' }, { id: 496, name: 'Adanchuli' }] },
      { id: 62, name: 'Jumla', areas: [{ id: 497, name: 'Chandannath' }, { id: 498, name: 'Tila' }, { id: 499, name: 'Sinja' }, { id: 500, name: 'Guthichaur' }, { id: 501, name: 'Patarasi' }, { id: 502, name: 'Hima' }, { id: 503, name: 'Kanakasundari' }] },
      { id: 63, name: 'Kalikot', areas: [{ id: 504, name: 'Manma' }, { id: 505, name: 'Khandachakra' }, { id: 506, name: 'Raskot' }, { id: 507, name: 'Tilagufa' }, { id: 508, name: 'Pachaljharana' }, { id: 509, name: 'Sanni Triveni' }, { id: 510, name: 'Naraharinath' }] },
      { id: 64, name: 'Dailekh', areas: [{ id: 511, name: 'Narayan' }, { id: 512, name: 'Dullu' }, { id: 513, name: 'Chamunda Bindrasaini' }, { id: 514, name: 'Aathabis' }, { id: 515, name: 'Bhagawatimai' }, { id: 516, name: 'Naumule' }] },
      { id: 65, name: 'Jajarkot', areas: [{ id: 517, name: 'Khalanga' }, { id: 518, name: 'Bheri' }, { id: 519, name: 'Chhedagad' }, { id: 520, name: 'Nalgad' }, { id: 521, name: 'Barekot' }, { id: 522, name: 'Kuse' }, { id: 523, name: 'Junichande' }, { id: 524, name: 'Shivalaya' }] },
      { id: 66, name: 'Rukum West', areas: [{ id: 525, name: 'Musikot' }, { id: 526, name: 'Chaurjahari' }, { id: 527, name: 'Aathbiskot' }, { id: 528, name: 'Banfikot' }, { id: 529, name: 'Sanibheri' }, { id: 530, name: 'Tribeni' }] },
      { id: 67, name: 'Salyan', areas: [{ id: 531, name: 'Sharada' }, { id: 532, name: 'Bagchaur' }, { id: 533, name: 'Bangad Kupinde' }, { id: 534, name: 'Kalimati' }, { id: 535, name: 'Kapurkot' }, { id: 536, name: 'Chhatreshwari' }, { id: 537, name: 'Darma' }] },
      { id: 68, name: 'Surkhet', areas: [{ id: 538, name: 'Birendranagar' }, { id: 539, name: 'Gurbhakot' }, { id: 540, name: 'Mehelkuna' }, { id: 541, name: 'Bheriganga' }, { id: 542, name: 'Panchapuri' }, { id: 543, name: 'Lekbeshi' }, { id: 544, name: 'Chaukune' }, { id: 545, name: 'Barahatal' }, { id: 546, name: 'Chingad' }, { id: 547, name: 'Simta' }] },
    ],
  },
  {
    id: 7,
    name: 'Sudurpashchim',
    cities: [
      { id: 69, name: 'Bajura', areas: [{ id: 548, name: 'Martadi' }, { id: 549, name: 'Badimalika' }, { id: 550, name: 'Budhiganga' }, { id: 551, name: 'Budhinanda' }, { id: 552, name: 'Tribeni' }, { id: 553, name: 'Himali' }] },
      { id: 70, name: 'Bajhang', areas: [{ id: 554, name: 'Chainpur' }, { id: 555, name: 'Jaya Prithvi' }, { id: 556, name: 'Bungal' }, { id: 557, name: 'Talkot' }, { id: 558, name: 'Masta' }, { id: 559, name: 'Thalara' }, { id: 560, name: 'Saipal' }] },
      { id: 71, name: 'Achham', areas: [{ id: 561, name: 'Mangalsen' }, { id: 562, name: 'Sanphebagar' }, { id: 563, name: 'Kamalbazar' }, { id: 564, name: 'Panchadewal Binayak' }, { id: 565, name: 'Ramaroshan' }, { id: 566, name: 'Chaurpati' }, { id: 567, name: 'Turmakhand' }] },
      { id: 72, name: 'Doti', areas: [{ id: 568, name: 'Dipayal Silgadhi' }, { id: 569, name: 'Shikhar' }, { id: 570, name: 'Purbichauki' }, { id: 571, name: 'Badikedar' }, { id: 572, name: 'Jorayal' }, { id: 573, name: 'Sayal' }, { id: 574, name: 'K.I. Singh' }] },
      { id: 73, name: 'Kailali', areas: [{ id: 575, name: 'Dhangadhi' }, { id: 576, name: 'Attariya' }, { id: 577, name: 'Tikapur' }, { id: 578, name: 'Lamki Chuha' }, { id: 579, name: 'Ghodaghodi' }, { id: 580, name: 'Bhajani' }, { id: 581, name: 'Gauriganga' }, { id: 582, name: 'Godawari' }, { id: 583, name: 'Kailari' }, { id: 584, name: 'Joshipur' }, { id: 585, name: 'Chure' }] },
      { id: 74, name: 'Kanchanpur', areas: [{ id: 586, name: 'Mahendranagar' }, { id: 587, name: 'Belauri' }, { id: 588, name: 'Punarbas' }, { id: 589, name: 'Krishnapur' }, { id: 590, name: 'Shuklaphanta' }, { id: 591, name: 'Bedkot' }, { id: 592, name: 'Dodhara Chandani' }, { id: 593, name: 'Laljhadi' }, { id: 594, name: 'Beldandi' }] },
      { id: 75, name: 'Dadeldhura', areas: [{ id: 595, name: 'Amargadhi' }, { id: 596, name: 'Parshuram' }, { id: 597, name: 'Jogbudha' }, { id: 598, name: 'Ganyapadhura' }, { id: 599, name: 'Aalital' }, { id: 600, name: 'Navadurga' }, { id: 601, name: 'Ajaymeru' }] },
      { id: 76, name: 'Baitadi', areas: [{ id: 602, name: 'Dasharathchand' }, { id: 603, name: 'Patan' }, { id: 604, name: 'Melauli' }, { id: 605, name: 'Purchaudi' }, { id: 606, name: 'Dilasaini' }, { id: 607, name: 'Sigas' }, { id: 608, name: 'Shivanath' }] },
      { id: 77, name: 'Darchula', areas: [{ id: 609, name: 'Mahakali' }, { id: 610, name: 'Shailyashikhar' }, { id: 611, name: 'Naugad' }, { id: 612, name: 'Malikarjun' }, { id: 613, name: 'Marma' }, { id: 614, name: 'Lekam' }, { id: 615, name: 'Vyans' }, { id: 616, name: 'Apihimal' }] },
    ],
  },
];

export function allCities(): { id: number; province_id: number; name: string }[] {
  return NEPAL_PROVINCES.flatMap((p) => p.cities.map((c) => ({ id: c.id, province_id: p.id, name: c.name })));
}

export function allAreas(): { id: number; city_id: number; name: string }[] {
  return NEPAL_PROVINCES.flatMap((p) =>
    p.cities.flatMap((c) => c.areas.map((a) => ({ id: a.id, city_id: c.id, name: a.name }))),
  );
}
