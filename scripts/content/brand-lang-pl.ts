import type { LangCopy } from './brand-types.ts';

/** Polskie teksty wspólne dla wszystkich marek poza winorą (na razie haibike, rynek PL). Ścieżki sekcji pozostają angielskie (`routeSlugs`). */
export const pl: LangCopy = {
  more: 'Dowiedz się więcej',
  slugs: { contactInfo: 'service/kontakt', newsletterInfo: 'service/newsletter', history: 'historia' },
  home: { rangesTitle: 'Znajdź swój rower', rangesIntro: 'Wszystkie serie {brand} w jednym miejscu – dokąd chcesz pojechać?', factsTitle: '{brand} w liczbach', moreTitle: 'Odkryj więcej', viewAll: 'Zobacz wszystkie' },
  service: {
    faqTitle: 'Najczęściej zadawane pytania', faqIntro: 'Szybkie odpowiedzi na pytania o zakup, gwarancję, instrukcje i pielęgnację produktów {brand}.', faqHeadline: 'O to rowerzyści pytają nas najczęściej',
    stillQuestions: 'Masz jeszcze pytanie?', stillQuestionsText: 'Nasze biuro obsługi klienta czyta każdą wiadomość i odpowiada w ciągu dwóch dni roboczych.', contactCta: 'Napisz do nas',
    manualsTitle: 'Instrukcje i pliki do pobrania', manualsIntro: 'Instrukcje obsługi, instrukcje montażu i deklaracje zgodności produktów {brand}.',
    manuals: '## Przed pierwszą jazdą\n\nZanim ruszysz, przeczytaj wskazówki bezpieczeństwa zawarte w instrukcji i przechowuj ją razem z dowodem zakupu. Sprzedawca przy odbiorze objaśni ci wszystkie ustawienia.\n\n## Nie możesz czegoś znaleźć?\n\nPodaj nam nazwę modelu i rocznik, a prześlemy ci właściwy dokument.',
    warrantyTitle: 'Gwarancja', warrantyIntro: 'Co gwarantuje ci {brand} – i jak zgłosić reklamację.',
    warranty: '## Nasza obietnica\n\n- **{years}-letnia gwarancja** na ramy i sztywne widelce (lub na części {brand}) od dnia zakupu\n- **2 lata** na wszystkie pozostałe komponenty, w tym na silnik i akumulator, jeśli produkt je ma\n- Twoje ustawowe uprawnienia wobec sprzedawcy pozostają bez zmian\n\n## Jak zgłosić reklamację\n\n1. Zanieś produkt wraz z dowodem zakupu do sprzedawcy, u którego został kupiony.\n2. Sprzedawca oceni usterkę i prześle nam zgłoszenie ze zdjęciami.\n3. W ciągu dziesięciu dni roboczych podejmiemy decyzję i bezpłatnie naprawimy lub wymienimy część.\n\nGwarancja nie obejmuje części eksploatacyjnych, takich jak opony, klocki hamulcowe, łańcuchy i chwyty, ani uszkodzeń powstałych w wyniku wypadku, udziału w zawodach lub nieprawidłowego montażu.',
    contactTitle: 'Kontakt', contactIntro: 'Telefon, e-mail albo wizyta u sprzedawcy – wybierz to, co ci najbardziej odpowiada.',
    contact: '## Telefon\n\n[{phone}](tel:{tel}) – {hours}\n\n## E-mail\n\n[{email}](mailto:{email}) – odpowiadamy w ciągu dwóch dni roboczych.\n\n## Adres\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Zanim napiszesz\n\nPrzygotuj **numer ramy lub numer artykułu** oraz dowód zakupu – wtedy pomożemy od razu.',
    teaserTitle: 'Serwis i pomoc', teaserText: 'Odpowiedzi, instrukcje i gwarancja – cała pomoc dla produktów {brand} w jednym miejscu.',
  },
  faqs: {
    buy: { slug: 'gdzie-kupic', q: 'Gdzie mogę kupić i wypróbować produkty {brand}?', a: 'W naszym sklepie internetowym i u autoryzowanych sprzedawców {brand}. U sprzedawcy sprawdzisz rozmiary i modele, a przed wyjazdem wszystko zostanie dopasowane do ciebie.' },
    warranty: { slug: 'gwarancja', q: 'Jak skorzystać z gwarancji?', a: 'Zanieś produkt i paragon do sprzedawcy, który przekaże nam zgłoszenie. Na ramy i części {brand} dajemy **{years}-letnią gwarancję** – szczegóły na stronie [Gwarancja](story:{warrantyPath}).' },
    manuals: { slug: 'instrukcje', q: 'Gdzie znajdę instrukcję do mojego produktu?', a: 'Wszystkie instrukcje i deklaracje zgodności znajdziesz na naszej [stronie z plikami do pobrania](story:{manualsPath}). Wersja drukowana jest dołączona do każdego produktu.' },
    care: { slug: 'pielegnacja', q: 'Jak dbać o rower {brand}?', a: 'Myj go wodą i miękką szczotką zamiast myjką ciśnieniową, utrzymuj łańcuch lekko naoliwiony i co dwa tygodnie sprawdzaj ciśnienie w oponach. Raz w roku oddaj rower do przeglądu u sprzedawcy.' },
    battery: { slug: 'akumulator', q: 'Jak dbać o akumulator, żeby służył jak najdłużej?', a: 'Przechowuj go w pomieszczeniu w temperaturze od 10 do 20 °C, ładuj oryginalną ładowarką, a zimą utrzymuj poziom naładowania między 30 a 60 %. Niższy poziom wspomagania to wiele dodatkowych kilometrów zasięgu.' },
  },
  company: { aboutTitle: 'O marce {brand}', historyTitle: 'Nasza historia', historyIntro: 'Kamienie milowe, dzięki którym marka {brand} jest dziś tym, czym jest.', historyTeaser: 'Od pierwszego warsztatu do dziś: historia marki {brand}.' },
  legal: {
    imprintTitle: 'Informacje prawne',
    imprint: '## Usługodawca\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Kontakt\n\nTelefon: {phone}\nE-mail: [{email}](mailto:{email})\n\n## Dane spółki\n\nZarząd: {directors}\nRejestr: {register}\nNumer VAT UE: {vat}\n\n## Wyłączenie odpowiedzialności\n\nStarannie sprawdzamy treści tej strony, nie możemy jednak zagwarantować, że są kompletne i aktualne. Za treść stron, do których prowadzą linki, odpowiadają ich operatorzy.',
    privacyTitle: 'Polityka prywatności',
    privacy: '## Administrator danych\n\n{legalName}, {street}, {city}, {country}. Pytania dotyczące ochrony danych: [{privacyEmail}](mailto:{privacyEmail}).\n\n## Jakie dane przetwarzamy\n\n- **Wizyta na stronie:** adres IP, data i godzina, odwiedzone podstrony i dane przeglądarki – przechowywane przez siedem dni w celu bezpiecznego działania serwisu.\n- **Formularz kontaktowy:** podane przez ciebie dane, abyśmy mogli odpowiedzieć na zapytanie; przechowywane przez trzy lata.\n- **Zamówienia:** imię i nazwisko, adresy, dane zamówienia i płatności w celu realizacji umowy; przechowywane zgodnie z przepisami podatkowymi.\n- **Newsletter:** twój adres e-mail, dopiero po potwierdzeniu zapisu; możesz się wypisać w każdej chwili.\n\n## Twoje prawa\n\nMasz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania i przenoszenia, prawo wniesienia sprzeciwu oraz skargi do Prezesa Urzędu Ochrony Danych Osobowych. Udzieloną zgodę możesz w każdej chwili wycofać ze skutkiem na przyszłość.',
    cookiesTitle: 'Polityka plików cookies',
    cookies: '## Czym są pliki cookies\n\nPliki cookies to niewielkie pliki tekstowe zapisywane przez przeglądarkę. Korzystamy z nich, aby sklep działał, oraz – wyłącznie za twoją zgodą – aby mierzyć i ulepszać stronę.\n\n## Kategorie\n\n- **Niezbędne:** koszyk, logowanie i twój wybór dotyczący cookies. Zawsze aktywne.\n- **Analityczne:** anonimowe statystyki korzystania ze strony. Tylko za zgodą.\n- **Marketingowe:** ocena skuteczności naszych kampanii. Tylko za zgodą.\n\n## Zmiana ustawień\n\nUstawienia cookies znajdziesz w stopce każdej strony – możesz tam w każdej chwili zmienić lub wycofać zgodę.',
  },
  newsletter: {
    title: 'Newsletter', intro: 'Nowe modele, relacje z tras i wydarzenia u sprzedawców {brand} – mniej więcej raz w miesiącu.', cta: 'Zapisz się', teaser: 'Bądź na bieżąco z nowymi modelami i wydarzeniami.',
    text: 'Co otrzymasz:\n\n- Nowe modele i kolory przed wszystkimi\n- Trasy oraz porady dotyczące jazdy i pielęgnacji od naszego zespołu\n- Zaproszenia na dni testowe u sprzedawców w twojej okolicy\n\nBez spamu – twojego adresu nigdy nikomu nie przekazujemy. Wypisać się możesz jednym kliknięciem w każdym e-mailu.',
  },
  error: { title: 'Coś poszło nie tak', text: 'Nie udało się wyświetlić tej części strony. Odśwież stronę lub spróbuj ponownie za kilka minut.' },
  dealers: {
    title: 'Znajdź sprzedawcę', intro: 'Doradztwo, jazda próbna i serwis: autoryzowani sprzedawcy {brand} w twojej okolicy.', headline: 'Wyszukiwarka sprzedawców',
    text: 'Wpisz kod pocztowy lub miejscowość, a mapa pokaże najbliższych sprzedawców {brand} wraz z godzinami otwarcia i zakresem usług.',
    steps: ['Wpisz kod pocztowy lub miejscowość', 'Wybierz jazdę próbną, serwis lub odbiór zamówienia internetowego', 'Zadzwoń do sprzedawcy, umów wizytę lub zaplanuj dojazd'],
  },
  news: { title: 'Aktualności', intro: 'Nowe modele, wydarzenia i porady z warsztatu – najświeższe wieści od marki {brand}.' },
  kinds: {
    ebikes: { slug: 'ebikes', title: 'Rowery elektryczne', teaser: 'Elektryczne wspomaganie na każdą wyprawę.', seo: '## Rowery elektryczne {brand}\n\nNa rowerze elektrycznym długi dojazd do pracy zamienia się w przyjemną przejażdżkę, a stromy podjazd – w powód do uśmiechu. Każdy rower elektryczny {brand} ma sprawdzony napęd, hydrauliczne hamulce i akumulator, który naładujesz na rowerze albo w domu.\n\nWypróbuj go u sprzedawcy w swojej okolicy – różnicę poczujesz już po pierwszych stu metrach.' },
    emtb: { slug: 'e-mtb', title: 'Elektryczne rowery górskie', teaser: 'Więcej singletracków, więcej przewyższeń, więcej zjazdów w jedno popołudnie.', seo: '## Elektryczne rowery górskie\n\nDobry e-MTB musi przede wszystkim jeździć jak rower górski: wyważona geometria, zawieszenie, które trzyma się podłoża, i silnik, który wspiera, zamiast pchać. {brand} buduje je z myślą o podjazdach, które kiedyś pokonywało się z rowerem w ręku, i zjazdach, które chce się od razu powtórzyć – {models}.' },
    etrekking: { slug: 'trekking', title: 'Elektryczne rowery trekkingowe', teaser: 'Zasięg i ładowność na długie dni w trasie.', seo: '## W trasę ze wspomaganiem\n\nElektryczne rowery trekkingowe {brand} łączą pojemne akumulatory z amortyzowanym widelcem i solidnym bagażnikiem. Poniosą ciebie i twój bagaż przez długie etapy – po asfalcie i po szutrze – {models}.' },
  },
};
