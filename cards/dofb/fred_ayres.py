"""Fred Ayres (25010) — dude.
While Fred has a Mystical goods, he gets +1 bullets and +1 influence.
Noon: Boot Fred's attached Mystical goods to look at the top card of your deck.

Booting the goods is the Noon ability's cost: with no unbooted Mystical goods on Fred it is
not offered. A booted Mystical goods is still one Fred has, so the bonus stays.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class FredAyres(CardScript):
    code = "25010"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.he_has_a_mystical_goods,
            effect=[ability.effects.modify_bullets(1), ability.effects.modify_influence(1)],
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_attachment("Mystical goods"),
            message="{player} uses {source}",
            handler=self.look_at_the_top_card,
        )

    def he_has_a_mystical_goods(self) -> bool:
        # Only goods print the Mystical keyword among cards that attach to a dude.
        return any(card.has_keyword("Mystical") for card in self.card.attachments)

    def look_at_the_top_card(self, context: Context) -> None:
        self.look_at_top_of_deck(context, 1)
